// How the chat shows times, in pt-BR and the platform's time zone (America/Sao_Paulo, so the server
// render and the browser agree). Pure: `now` is passed in. How long ago ('há 5 minutos') comes from
// the one helper, lib/format/relative-time.ts.
import { formatDate } from '@/lib/format/dates';
import { dayKey, daysBetween, relativeTime } from '@/lib/format/relative-time';

export { dayKey, daysBetween };

/** '14:05' */
export function timeLabel(value: Date | string): string {
  return formatDate(value, 'time');
}

/** The heading of a day in a thread: 'Hoje', 'Ontem', '12 de novembro' (with the year when it is another year). */
export function dayLabel(value: Date | string, now: Date = new Date()): string {
  const days = daysBetween(value, now);
  if (days === 0) return 'Hoje';
  if (days === 1) return 'Ontem';
  return formatDate(value, dayKey(value).slice(0, 4) === dayKey(now).slice(0, 4) ? 'dayAndMonth' : 'longDate');
}

/** The time beside a conversation in the list: how long ago today ('há 5 minutos'), 'Ontem', the weekday within a week, else '05/11/2026'. */
export function listTimeLabel(value: Date | string, now: Date = new Date()): string {
  const days = daysBetween(value, now);
  if (days <= 0) return relativeTime(value, now);
  if (days === 1) return 'Ontem';
  return formatDate(value, days < 7 ? 'weekday' : 'numericDate');
}
