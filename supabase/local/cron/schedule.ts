// pg_cron's schedules: five cron fields with Vixie cron's syntax (pg_cron's parser is Vixie's),
// an @-macro, or '[1-59] seconds'. Times are UTC, as pg_cron's default cron.timezone (GMT).
// The SQL of the stand-in extension (pg_cron--1.6.sql, cron._valid_schedule) accepts the same
// schedules; cron.stack.test.ts checks that both agree.

export type CronSchedule = {
  kind: 'cron';
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  /** '$' in the day-of-month field: the last day of the month. */
  lastDay: boolean;
  months: Set<number>;
  /** 0-6, Sunday = 0 (7 is read as 0). */
  weekdays: Set<number>;
  /** The day-of-month / day-of-week fields start with '*' (Vixie's DOM_STAR / DOW_STAR). */
  dayStar: boolean;
  weekdayStar: boolean;
};

export type Schedule = CronSchedule | { kind: 'seconds'; seconds: number } | { kind: 'reboot' };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const ITEM = /^(\*|[0-9]{1,9}|[a-z]{3})(?:-([0-9]{1,9}|[a-z]{3}))?(?:\/([0-9]{1,9}))?$/;

/** The values of one field, or null when it is not valid. */
function field(
  text: string,
  lo: number,
  hi: number,
  names: string[] | null,
  dollar = false,
): { values: Set<number>; last: boolean } | null {
  const values = new Set<number>();
  let last = false;
  const value = (token: string): number | null => {
    if (/^[0-9]/.test(token)) return Number(token);
    const at = names ? names.indexOf(token) : -1;
    return at < 0 ? null : at + lo;
  };
  for (const item of text.split(',')) {
    if (dollar && item === '$') {
      last = true;
      continue;
    }
    const m = ITEM.exec(item);
    if (!m) return null;
    let from = lo;
    let to = hi;
    if (m[1] !== '*') {
      const a = value(m[1]);
      if (a === null || a < lo || a > hi) return null;
      from = to = a;
      if (m[2] !== undefined) {
        const b = value(m[2]);
        if (b === null || b < a || b > hi) return null;
        to = b;
      } else if (m[3] !== undefined) return null; // a step needs a range or '*'
    } else if (m[2] !== undefined) return null;
    const step = m[3] === undefined ? 1 : Number(m[3]);
    if (step === 0) return null;
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return { values, last };
}

/** pg_cron's schedule, or null when pg_cron would refuse it ("invalid schedule"). */
export function parseSchedule(text: string): Schedule | null {
  const s = text.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, '').toLowerCase();
  const seconds = /^([0-9]+)[ \t\n\r]*seconds?$/.exec(s);
  if (seconds) {
    const n = Number(seconds[1]);
    return n >= 1 && n <= 59 ? { kind: 'seconds', seconds: n } : null;
  }
  if (s === '@reboot') return { kind: 'reboot' };
  const fields = (MACROS[s] ?? s).split(/[ \t]+/);
  if (fields.length !== 5) return null;
  const minutes = field(fields[0], 0, 59, null);
  const hours = field(fields[1], 0, 23, null);
  const days = field(fields[2], 1, 31, null, true);
  const months = field(fields[3], 1, 12, MONTHS);
  const weekdays = field(fields[4], 0, 7, WEEKDAYS);
  if (!minutes || !hours || !days || !months || !weekdays) return null;
  if (weekdays.values.delete(7)) weekdays.values.add(0);
  return {
    kind: 'cron',
    minutes: minutes.values,
    hours: hours.values,
    days: days.values,
    lastDay: days.last,
    months: months.values,
    weekdays: weekdays.values,
    dayStar: fields[2].startsWith('*'),
    weekdayStar: fields[4].startsWith('*'),
  };
}

/** True when a cron schedule fires in the minute of `at` (UTC). */
export function firesAt(schedule: CronSchedule, at: Date): boolean {
  if (!schedule.minutes.has(at.getUTCMinutes()) || !schedule.hours.has(at.getUTCHours())) return false;
  if (!schedule.months.has(at.getUTCMonth() + 1)) return false;
  const day = at.getUTCDate();
  const lastOfMonth = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  const dayOk = schedule.days.has(day) || (schedule.lastDay && day === lastOfMonth);
  const weekdayOk = schedule.weekdays.has(at.getUTCDay());
  // Vixie cron: when either day field is '*' both must match; when both are restricted, either.
  return schedule.dayStar || schedule.weekdayStar ? dayOk && weekdayOk : dayOk || weekdayOk;
}

const MINUTE = 60_000;
/** How far ahead a search for the next firing goes (a schedule such as 30 February never fires). */
const SEARCH_LIMIT_MS = 366 * 24 * 60 * MINUTE * 5;

/** The first minute after `after` (exclusive) and no later than `until` in which the schedule fires, or null. */
export function nextFiring(schedule: CronSchedule, after: Date, until: Date): Date | null {
  const end = Math.min(until.getTime(), after.getTime() + SEARCH_LIMIT_MS);
  let t = Math.floor(after.getTime() / MINUTE) * MINUTE + MINUTE;
  while (t <= end) {
    const at = new Date(t);
    if (!schedule.months.has(at.getUTCMonth() + 1)) {
      t = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
      continue;
    }
    if (!schedule.hours.has(at.getUTCHours())) {
      t = (Math.floor(t / (60 * MINUTE)) + 1) * 60 * MINUTE;
      continue;
    }
    if (firesAt(schedule, at)) return at;
    t += MINUTE;
  }
  return null;
}
