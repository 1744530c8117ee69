// Dates and times as the product writes them, in pt-BR and on São Paulo's clock (the platform's time
// zone) or on UTC's, without Intl on the common path (docs/architecture/quality.md, "Intl at page
// load"). A browser's first Intl object costs it 30 to 90 ms of main thread before anything is
// formatted (the engine loads its locale and zone data), more than the rest of a screen's rendering,
// so the screens format dates here: São Paulo has kept UTC-3 all year since its last daylight-saving
// period ended on 2019-02-17, and from that instant on its wall clock is UTC shifted by three hours.
// Anything the fast path does not cover (an earlier instant, a year outside 1900 to 9999, an invalid
// date) goes to Intl with the same options, created on first use, so the result is always what
// Intl.DateTimeFormat says; lib/format/dates.test.ts compares the two over random instants, and fails
// if the time zone data a Node.js release ships ever gives São Paulo another rule.

const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

export type DateZone = 'platform' | 'UTC';

/** The first instant of São Paulo's fixed UTC-3: the end of its last daylight-saving period. */
const FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);
const PLATFORM_OFFSET_MS = -3 * 3_600_000;
const FIRST_FAST_YEAR = 1900;
const LAST_FAST_YEAR = 9999;

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const MONTHS_SHORT = ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'];
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/** A wall clock: the month from 1, the weekday from 0 (Sunday). */
type Clock = { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number };

const two = (n: number) => String(n).padStart(2, '0');
const numericDate = (c: Clock) => `${two(c.day)}/${two(c.month)}/${c.year}`;
const time = (c: Clock) => `${two(c.hour)}:${two(c.minute)}`;
const timeWithSeconds = (c: Clock) => `${time(c)}:${two(c.second)}`;
const longDate = (c: Clock) => `${c.day} de ${MONTHS[c.month - 1]} de ${c.year}`;

/** Each way of writing a date: what Intl would be asked, and the same text from a wall clock. */
const STYLES = {
  /** '2026-12-03' (a calendar day's key) */
  dayKey: {
    intl: { locale: 'en-CA', options: { year: 'numeric', month: '2-digit', day: '2-digit' } },
    write: (c: Clock) => `${c.year}-${two(c.month)}-${two(c.day)}`,
  },
  /** '3 de dez. de 2026' */
  shortDate: {
    intl: { locale: 'pt-BR', options: { day: 'numeric', month: 'short', year: 'numeric' } },
    write: (c: Clock) => `${c.day} de ${MONTHS_SHORT[c.month - 1]} de ${c.year}`,
  },
  /** '3 de dezembro de 2026' */
  longDate: { intl: { locale: 'pt-BR', options: { day: 'numeric', month: 'long', year: 'numeric' } }, write: longDate },
  /** '3 de dezembro' */
  dayAndMonth: {
    intl: { locale: 'pt-BR', options: { day: 'numeric', month: 'long' } },
    write: (c: Clock) => `${c.day} de ${MONTHS[c.month - 1]}`,
  },
  /** 'dezembro de 2026' */
  monthAndYear: {
    intl: { locale: 'pt-BR', options: { month: 'long', year: 'numeric' } },
    write: (c: Clock) => `${MONTHS[c.month - 1]} de ${c.year}`,
  },
  /** '03/12/2026' */
  numericDate: { intl: { locale: 'pt-BR', options: { day: '2-digit', month: '2-digit', year: 'numeric' } }, write: numericDate },
  /** '03/12' */
  numericDayAndMonth: {
    intl: { locale: 'pt-BR', options: { day: '2-digit', month: '2-digit' } },
    write: (c: Clock) => `${two(c.day)}/${two(c.month)}`,
  },
  /** 'quinta-feira' */
  weekday: { intl: { locale: 'pt-BR', options: { weekday: 'long' } }, write: (c: Clock) => WEEKDAYS[c.weekday] },
  /** '14:05' */
  time: { intl: { locale: 'pt-BR', options: { hour: '2-digit', minute: '2-digit' } }, write: time },
  /** '3 de dezembro de 2026 às 14:05' */
  longDateAndTime: {
    intl: { locale: 'pt-BR', options: { dateStyle: 'long', timeStyle: 'short' } },
    write: (c: Clock) => `${longDate(c)} às ${time(c)}`,
  },
  /** '03/12/2026, 14:05' */
  numericDateAndTime: {
    intl: { locale: 'pt-BR', options: { dateStyle: 'short', timeStyle: 'short' } },
    write: (c: Clock) => `${numericDate(c)}, ${time(c)}`,
  },
  /** '03/12/2026, 14:05:09' */
  numericDateAndTimeWithSeconds: {
    intl: { locale: 'pt-BR', options: { dateStyle: 'short', timeStyle: 'medium' } },
    write: (c: Clock) => `${numericDate(c)}, ${timeWithSeconds(c)}`,
  },
} satisfies Record<string, { intl: { locale: string; options: Intl.DateTimeFormatOptions }; write: (c: Clock) => string }>;

export type DateStyle = keyof typeof STYLES;

export const DATE_STYLES = Object.keys(STYLES) as DateStyle[];

const TIME_ZONES: Record<DateZone, string> = { platform: PLATFORM_TIME_ZONE, UTC: 'UTC' };

const intlFormats = new Map<string, Intl.DateTimeFormat>();

/** What Intl.DateTimeFormat writes for the style: the reference, and the path for what the fast one does not cover. */
export function formatDateWithIntl(at: Date, style: DateStyle, zone: DateZone = 'platform'): string {
  const key = `${style}:${zone}`;
  let format = intlFormats.get(key);
  if (!format) {
    const { locale, options } = STYLES[style].intl;
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONES[zone] });
    intlFormats.set(key, format);
  }
  return format.format(at);
}

/** The wall clock of the instant in the zone, or null where the fixed rule does not hold. */
function wallClock(ms: number, zone: DateZone): Clock | null {
  if (Number.isNaN(ms)) return null;
  if (zone === 'platform' && ms < FIXED_OFFSET_SINCE) return null;
  const shifted = new Date(zone === 'platform' ? ms + PLATFORM_OFFSET_MS : ms);
  const year = shifted.getUTCFullYear();
  if (year < FIRST_FAST_YEAR || year > LAST_FAST_YEAR) return null;
  return {
    year,
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

/**
 * The instant written in the style, on São Paulo's clock (or UTC's). An ISO string is read as
 * `new Date` reads it; an invalid date throws Intl's RangeError, as Intl.DateTimeFormat would.
 */
export function formatDate(value: Date | string | number, style: DateStyle, zone: DateZone = 'platform'): string {
  const at = value instanceof Date ? value : new Date(value);
  const clock = wallClock(at.getTime(), zone);
  return clock ? STYLES[style].write(clock) : formatDateWithIntl(at, style, zone);
}
