// Money typed by a person (docs/product/forms.md): the digits are reais, a comma starts the
// cents. '500' is R$ 500,00, '500,5' is R$ 500,50, '1.234,56' is R$ 1.234,56. The dots are
// thousands separators the field puts in by itself; a typed dot is ignored. Pure functions, so
// the field, its tests and the defaults of every form agree.

/** The most reais digits a field accepts (R$ 999.999.999,99). */
export const MAX_REAIS_DIGITS = 9;

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * What a money field shows while the person types: digits grouped with dots, one comma, at most
 * two cents. Anything else (letters, a minus sign, a second comma) is dropped.
 * '5000' → '5.000', '1234,567' → '1.234,56', ',5' → '0,5', '-500' → '500', 'abc' → ''.
 */
export function formatMoneyTyping(raw: string): string {
  const kept = raw.replace(/[^\d,]/g, '');
  const comma = kept.indexOf(',');
  const reaisPart = comma === -1 ? kept : kept.slice(0, comma);
  const centsPart =
    comma === -1
      ? ''
      : kept
          .slice(comma + 1)
          .replace(/,/g, '')
          .slice(0, 2);
  let reais = reaisPart.replace(/^0+(?=\d)/, '').slice(0, MAX_REAIS_DIGITS);
  if (comma !== -1 && reais === '') reais = '0';
  if (reais === '' && comma === -1) return '';
  return comma === -1 ? groupThousands(reais) : `${groupThousands(reais)},${centsPart}`;
}

const MONEY = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?$/;

/**
 * Cents from a money field's text, or null when it is empty or not an amount: '500' → 50000,
 * '500,5' → 50050, '1.234,56' → 123456, 'R$ 80' → 8000. Negative, malformed and amounts over
 * R$ 999.999.999,99 are null.
 */
export function parseMoney(text: string): number | null {
  const input = text.replace(/R\$|\s/g, '');
  const match = MONEY.exec(input);
  if (!match) return null;
  const reais = match[1].replace(/\./g, '');
  if (reais.replace(/^0+(?=\d)/, '').length > MAX_REAIS_DIGITS) return null;
  return Number(reais) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A stored amount as a money field shows it: 50000 → '500,00', 123456 → '1.234,56', null → ''. */
export function centsToMoneyText(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents) || cents < 0) return '';
  const whole = Math.floor(Math.round(cents) / 100);
  const rest = Math.round(cents) % 100;
  return `${groupThousands(String(whole))},${String(rest).padStart(2, '0')}`;
}

/** When the field is left: a valid amount is written out in full ('500' → '500,00'); anything else stays. */
export function finishMoneyTyping(text: string): string {
  const cents = parseMoney(text);
  return cents === null ? text : centsToMoneyText(cents);
}
