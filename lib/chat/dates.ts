// How the chat and the notifications center show times, in pt-BR and the platform's time zone
// (America/Sao_Paulo, so the server render and the browser agree). Pure: `now` is passed in.

export const CHAT_TIME_ZONE = 'America/Sao_Paulo';

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CHAT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: CHAT_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const longDayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: CHAT_TIME_ZONE, day: 'numeric', month: 'long' });
const longDayYearFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: CHAT_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const shortDateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: CHAT_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const weekdayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: CHAT_TIME_ZONE, weekday: 'long' });

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** 'YYYY-MM-DD' of the instant in São Paulo: the key messages are grouped by. */
export function dayKey(value: Date | string): string {
  return dayKeyFormat.format(toDate(value));
}

/** Whole calendar days between the two instants' São Paulo dates (0 = same day, 1 = yesterday). */
export function daysBetween(earlier: Date | string, later: Date | string): number {
  const a = Date.parse(`${dayKey(earlier)}T00:00:00Z`);
  const b = Date.parse(`${dayKey(later)}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

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

/** The time beside a conversation in the list: '14:05' today, 'Ontem', the weekday within a week, else '05/11/2026'. */
export function listTimeLabel(value: Date | string, now: Date = new Date()): string {
  const days = daysBetween(value, now);
  if (days <= 0) return timeLabel(value);
  if (days === 1) return 'Ontem';
  if (days < 7) return weekdayFormat.format(toDate(value));
  return shortDateFormat.format(toDate(value));
}

/** 'agora', 'há 5 min', 'há 3 h', 'ontem', 'há 4 dias', then the date: the time of a notification. */
export function relativeTimeLabel(value: Date | string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - toDate(value).getTime()) / 1000);
  if (seconds < 60) return 'agora';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${hours} h`;
  const days = daysBetween(value, now);
  if (days <= 1) return 'ontem';
  if (days < 30) return `há ${days} dias`;
  return shortDateFormat.format(toDate(value));
}
