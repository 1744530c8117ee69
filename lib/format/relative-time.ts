// "há 5 minutos": how long ago something happened, in pt-BR. The one helper of the feed (posts and
// comments), the notifications center, the chat's conversation list and the admin screens, shown by
// components/ui/relative-time.tsx. Days are counted on São Paulo's calendar (the platform's time
// zone), so the server render and the browser agree and "ontem" means the day before today.
import { formatDate } from './dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** 'YYYY-MM-DD' of the instant in São Paulo. */
export function dayKey(value: Date | string): string {
  return formatDate(value, 'dayKey');
}

/** Whole calendar days between the two instants' São Paulo dates (0 = same day, 1 = yesterday). */
export function daysBetween(earlier: Date | string, later: Date | string): number {
  const a = Date.parse(`${dayKey(earlier)}T00:00:00Z`);
  const b = Date.parse(`${dayKey(later)}T00:00:00Z`);
  return Math.round((b - a) / DAY);
}

function ago(n: number, one: string, many: string): string {
  return `há ${n} ${n === 1 ? one : many}`;
}

/**
 * 'agora' (under a minute, or a clock slightly ahead), 'há 1 minuto', 'há 5 minutos', 'há 2 horas'
 * (under 24 hours), then by calendar day: 'ontem', 'há 3 dias', 'há 2 semanas', and from 30 days on
 * the date ('5 de jan. de 2026'). An invalid date gives ''.
 */
export function relativeTime(at: Date | string, now: Date = new Date()): string {
  const date = toDate(at);
  const ms = now.getTime() - date.getTime();
  if (Number.isNaN(ms)) return '';
  if (ms < MINUTE) return 'agora';
  if (ms < HOUR) return ago(Math.floor(ms / MINUTE), 'minuto', 'minutos');
  if (ms < DAY) return ago(Math.floor(ms / HOUR), 'hora', 'horas');
  const days = Math.max(daysBetween(date, now), 1);
  if (days === 1) return 'ontem';
  if (days < 7) return ago(days, 'dia', 'dias');
  if (days < 30) return ago(Math.floor(days / 7), 'semana', 'semanas');
  return formatDate(date, 'shortDate');
}
