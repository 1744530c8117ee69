// Numbers and money as the product writes them in pt-BR ('1.234', '4,7', 'R$ 1.500,00'), without
// Intl on the common path, for the reason lib/format/dates.ts gives: a browser's first Intl object
// costs the page tens of milliseconds. The text is Intl.NumberFormat's: the number's shortest
// decimal form rounded half away from zero, '.' between thousands, ',' before the decimals, a '-'
// before negative numbers (and negative zero), and the currency symbol followed by a non-breaking
// space. What the fast path does not cover (a number written with an exponent, NaN, infinities)
// goes to Intl itself; lib/format/numbers.test.ts compares the two over random numbers.

export type NumberStyle = {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  /** Writes the amount as reais: 'R$ 1.500,00'. */
  currency?: 'BRL';
};

const NBSP = '\u00a0';

const intlFormats = new Map<string, Intl.NumberFormat>();

/** What Intl.NumberFormat('pt-BR') writes: the reference, and the path for what the fast one does not cover. */
export function formatNumberWithIntl(value: number, style: NumberStyle = {}): string {
  const key = JSON.stringify(style);
  let format = intlFormats.get(key);
  if (!format) {
    const { currency, ...digits } = style;
    format = new Intl.NumberFormat('pt-BR', currency ? { style: 'currency', currency, ...digits } : digits);
    intlFormats.set(key, format);
  }
  return format.format(value);
}

/** Adds one to a string of decimal digits ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The number in pt-BR, as Intl.NumberFormat('pt-BR', style) writes it. */
export function formatNumber(value: number, style: NumberStyle = {}): string {
  const currency = style.currency !== undefined;
  // Intl's defaults: reais with two decimals, other numbers with up to three.
  const minimum = style.minimumFractionDigits ?? Math.min(currency ? 2 : 0, style.maximumFractionDigits ?? Infinity);
  const maximum = style.maximumFractionDigits ?? Math.max(minimum, currency ? 2 : 3);
  const shortest = Math.abs(value).toString();
  if (!Number.isFinite(value) || shortest.includes('e') || minimum > maximum) return formatNumberWithIntl(value, style);
  const [rawWhole, rawFraction = ''] = shortest.split('.');
  let whole = rawWhole;
  let fraction = rawFraction.slice(0, maximum);
  if ((rawFraction[maximum] ?? '0') >= '5') {
    const rounded = increment(whole + fraction);
    whole = rounded.slice(0, rounded.length - fraction.length) || '0';
    fraction = rounded.slice(rounded.length - fraction.length);
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minimum, '0');
  const negative = value < 0 || Object.is(value, -0);
  const digits = fraction ? `${group(whole)},${fraction}` : group(whole);
  return `${negative ? '-' : ''}${currency ? `R$${NBSP}` : ''}${digits}`;
}
