// "há 5 minutos": how long ago something happened, in pt-BR, for the feed, comments and chat.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const DATE = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Sao_Paulo' });

function plural(n: number, one: string, many: string): string {
  return `há ${n} ${n === 1 ? one : many}`;
}

/** 'agora', 'há 1 minuto', 'há 5 minutos', 'há 2 horas', 'ontem', 'há 3 dias', then the date. */
export function relativeTime(at: Date | string, now: Date = new Date()): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const ms = now.getTime() - date.getTime();
  if (Number.isNaN(ms)) return '';
  if (ms < MINUTE) return 'agora';
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minuto', 'minutos');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hora', 'horas');
  const days = Math.floor(ms / DAY);
  if (days === 1) return 'ontem';
  if (days < 7) return plural(days, 'dia', 'dias');
  if (days < 30) return plural(Math.floor(days / 7), 'semana', 'semanas');
  return DATE.format(date);
}
