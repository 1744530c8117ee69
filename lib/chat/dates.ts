// How the chat shows times, in pt-BR and the platform's time zone (America/Sao_Paulo, so the server
// render and the browser agree). Pure: `now` is passed in. How long ago ('há 5 minutos') comes from
// the one helper, lib/format/relative-time.ts.
import { PLATFORM_TIME_ZONE, dayKey, daysBetween, relativeTime } from '@/lib/format/relative-time';

export { dayKey, daysBetween };
export const CHAT_TIME_ZONE = PLATFORM_TIME_ZONE;

const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: CHAT_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const longDayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: CHAT_TIME_ZONE, day: 'numeric', month: 'long' });
const longDayYearFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: CHAT_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const shortDateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: CHAT_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const weekdayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: CHAT_TIME_ZONE, weekday: 'long' });

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** '14:05' */
export function timeLabel(value: Date | string): string {
  return timeFormat.format(toDate(value));
}

/** The heading of a day in a thread: 'Hoje', 'Ontem', '12 de novembro' (with the year when it is another year). */
export function dayLabel(value: Date | string, now: Date = new Date()): string {
  const days = daysBetween(value, now);
  if (days === 0) return 'Hoje';
  if (days === 1) return 'Ontem';
  const date = toDate(value);
  return dayKey(date).slice(0, 4) === dayKey(now).slice(0, 4) ? longDayFormat.format(date) : longDayYearFormat.format(date);
}

/** The time beside a conversation in the list: how long ago today ('há 5 minutos'), 'Ontem', the weekday within a week, else '05/11/2026'. */
export function listTimeLabel(value: Date | string, now: Date = new Date()): string {
  const days = daysBetween(value, now);
  if (days <= 0) return relativeTime(value, now);
  if (days === 1) return 'Ontem';
  if (days < 7) return weekdayFormat.format(toDate(value));
  return shortDateFormat.format(toDate(value));
}
