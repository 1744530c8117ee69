// pg_cron's schedule syntax (Vixie cron's fields, macros, '$', '[1-59] seconds') and when a
// schedule fires, in UTC.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTROL, installPgCron } from './extension';
import { errorMessage, returnMessage } from './runner';
import { firesAt, nextFiring, parseSchedule, type CronSchedule } from './schedule';

const cron = (text: string) => {
  const s = parseSchedule(text);
  if (!s || s.kind !== 'cron') throw new Error(`not a cron schedule: ${text}`);
  return s;
};
const at = (iso: string) => new Date(`${iso}Z`);
const fires = (s: CronSchedule, iso: string) => firesAt(s, at(iso));

describe('pg_cron schedules', () => {
  it('accept the five cron fields with lists, ranges, steps and names', () => {
    for (const ok of [
      '* * * * *',
      '*/5 * * * *',
      '0 3 * * *',
      '0,30 8-18 * * 1-5',
      '15 14 1 * *',
      '0 0 * jan,jul sun',
      '0 0 1-10/3 * *',
      '59 23 31 12 7',
      '0 0 $ * *',
      '0 12 1,$ * *',
      '  5 4 * * *  ',
      '0\t0 * * MON-FRI',
      '@daily',
      '@hourly',
      '@weekly',
      '@monthly',
      '@yearly',
      '@annually',
      '@midnight',
      '@reboot',
    ]) {
      expect([ok, parseSchedule(ok) !== null]).toEqual([ok, true]);
    }
  });

  it('refuse what pg_cron calls an invalid schedule', () => {
    for (const bad of [
      '',
      '* * * *',
      '* * * * * *',
      '60 * * * *',
      '* 24 * * *',
      '* * 0 * *',
      '* * 32 * *',
      '* * * 13 *',
      '* * * * 8',
      '5/10 * * * *',
      '*/0 * * * *',
      '10-5 * * * *',
      '*-5 * * * *',
      'a * * * *',
      '* * * foo *',
      '* * * * $',
      '$ * * * *',
      '@often',
      '1,,2 * * * *',
      '0 seconds',
      '60 seconds',
      '5 minutes',
      '5 seconds later',
      '-1 * * * *',
    ]) {
      expect([bad, parseSchedule(bad)]).toEqual([bad, null]);
    }
  });

  it("read '[1-59] seconds' as pg_cron's interval jobs", () => {
    expect(parseSchedule('30 seconds')).toEqual({ kind: 'seconds', seconds: 30 });
    expect(parseSchedule('1 second')).toEqual({ kind: 'seconds', seconds: 1 });
    expect(parseSchedule(' 5seconds ')).toEqual({ kind: 'seconds', seconds: 5 });
    expect(parseSchedule('59 Seconds')).toEqual({ kind: 'seconds', seconds: 59 });
  });

  it('fire at the minutes they name, in UTC', () => {
    const daily = cron('0 3 * * *');
    expect(fires(daily, '2026-11-25T03:00:00')).toBe(true);
    expect(fires(daily, '2026-11-25T03:00:59')).toBe(true);
    expect(fires(daily, '2026-11-25T03:01:00')).toBe(false);
    expect(fires(daily, '2026-11-25T06:00:00')).toBe(false);
    const workdays = cron('*/15 9-17 * * mon-fri');
    expect(fires(workdays, '2026-11-27T17:45:00')).toBe(true); // a Friday
    expect(fires(workdays, '2026-11-28T10:00:00')).toBe(false); // a Saturday
    expect(fires(cron('0 0 * * 7'), '2026-11-29T00:00:00')).toBe(true); // 7 is Sunday
  });

  it('combine the day fields as Vixie cron does: either when both are restricted, both when one is *', () => {
    const either = cron('0 0 13 * 5'); // the 13th, or any Friday
    expect(fires(either, '2026-11-13T00:00:00')).toBe(true); // a Friday the 13th
    expect(fires(either, '2026-11-20T00:00:00')).toBe(true); // a Friday
    expect(fires(either, '2026-12-13T00:00:00')).toBe(true); // a Sunday the 13th
    expect(fires(either, '2026-11-19T00:00:00')).toBe(false);
    const stepped = cron('0 0 */2 * 5'); // '*/2' starts with '*': both must match
    expect(fires(stepped, '2026-11-13T00:00:00')).toBe(true); // odd day, Friday
    expect(fires(stepped, '2026-11-20T00:00:00')).toBe(false); // even day
  });

  it("read '$' as the last day of the month", () => {
    const last = cron('30 23 $ * *');
    expect(fires(last, '2026-02-28T23:30:00')).toBe(true);
    expect(fires(last, '2028-02-28T23:30:00')).toBe(false);
    expect(fires(last, '2028-02-29T23:30:00')).toBe(true);
    expect(fires(last, '2026-11-30T23:30:00')).toBe(true);
  });

  it('find the next firing inside a window, or none', () => {
    expect(nextFiring(cron('0 3 * * *'), at('2026-11-25T03:00:00'), at('2026-11-26T12:00:00'))).toEqual(at('2026-11-26T03:00:00'));
    expect(nextFiring(cron('0 3 * * *'), at('2026-11-25T02:59:59'), at('2026-11-25T03:00:00'))).toEqual(at('2026-11-25T03:00:00'));
    expect(nextFiring(cron('@yearly'), at('2026-11-25T00:00:00'), at('2027-11-25T00:00:00'))).toEqual(at('2027-01-01T00:00:00'));
    expect(nextFiring(cron('0 0 30 2 *'), at('2026-01-01T00:00:00'), at('2036-01-01T00:00:00'))).toBeNull();
    expect(nextFiring(cron('0 0 * * 1'), at('2026-11-25T00:00:00'), at('2026-11-29T00:00:00'))).toBeNull();
  });
});

describe('what a run logs', () => {
  const result = (command: string, count: number | null, columns?: unknown[]) => Object.assign([], { command, count, columns });

  it("uses pg_cron's return messages", () => {
    expect(returnMessage(result('UPDATE', 3))).toBe('UPDATE 3');
    expect(returnMessage(result('INSERT', 1))).toBe('INSERT 0 1');
    expect(returnMessage(result('SELECT', 1, [{}]))).toBe('1 row');
    expect(returnMessage(result('UPDATE', 2, [{}]))).toBe('2 rows');
    expect(returnMessage(result('DO', null))).toBe('DO');
    expect(returnMessage([result('SELECT', 1, [{}]), result('DELETE', 4)])).toBe('DELETE 4');
    expect(errorMessage({ severity: 'ERROR', message: 'division by zero' })).toBe('ERROR:  division by zero\n');
    expect(errorMessage({ severity: 'ERROR', message: 'x', detail: 'd', hint: 'h' })).toBe('ERROR:  x\nDETAIL:  d\nHINT:  h\n');
  });
});

describe('the stand-in extension files', () => {
  it('are written once, and again only when their text changes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ext-'));
    try {
      installPgCron(dir);
      const control = path.join(dir, 'pg_cron.control');
      expect(fs.readFileSync(control, 'utf8')).toBe(CONTROL);
      expect(fs.readFileSync(path.join(dir, 'pg_cron--1.6.sql'), 'utf8')).toContain(
        'create function cron.schedule(schedule text, command text)',
      );
      const inode = fs.statSync(control).ino;
      installPgCron(dir);
      expect(fs.statSync(control).ino).toBe(inode);
      fs.writeFileSync(control, 'old');
      installPgCron(dir);
      expect(fs.readFileSync(control, 'utf8')).toBe(CONTROL);
      expect(fs.readdirSync(dir).sort()).toEqual(['pg_cron--1.6.sql', 'pg_cron.control']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(() => installPgCron(null)).toThrow('extension folder');
  });
});
