import { dayKey, daysBetween, relativeTime } from './relative-time';

// 2026-11-28 09:00 in São Paulo (UTC-3).
const now = new Date('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says how long ago in pt-BR, in minutes and hours under a day', () => {
    expect(relativeTime(ago(10_000), now)).toBe('agora');
    expect(relativeTime(ago(-5_000), now)).toBe('agora');
    expect(relativeTime(ago(60_000), now)).toBe('há 1 minuto');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('há 5 minutos');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('há 59 minutos');
    expect(relativeTime(ago(HOUR), now)).toBe('há 1 hora');
    expect(relativeTime(ago(2 * HOUR), now)).toBe('há 2 horas');
    expect(relativeTime(ago(23 * HOUR), now)).toBe('há 23 horas');
  });

  it('counts days on São Paulo’s calendar', () => {
    expect(relativeTime(ago(25 * HOUR), now)).toBe('ontem');
    // 30 h before Saturday 09:00 is Friday 03:00; 34 h before is Thursday 23:00
    expect(relativeTime(ago(30 * HOUR), now)).toBe('ontem');
    expect(relativeTime(ago(34 * HOUR), now)).toBe('há 2 dias');
    expect(relativeTime(ago(3 * DAY), now)).toBe('há 3 dias');
    expect(relativeTime(ago(6 * DAY), now)).toBe('há 6 dias');
    expect(relativeTime(ago(8 * DAY), now)).toBe('há 1 semana');
    expect(relativeTime(ago(15 * DAY), now)).toBe('há 2 semanas');
    expect(relativeTime(ago(29 * DAY), now)).toBe('há 4 semanas');
  });

  it('shows the date from 30 days on, and nothing for an invalid date', () => {
    expect(relativeTime(ago(30 * DAY), now)).toBe('29 de out. de 2026');
    expect(relativeTime('2026-01-05T12:00:00Z', now)).toBe('5 de jan. de 2026');
    expect(relativeTime('não é data', now)).toBe('');
  });

  it('takes a string or a Date', () => {
    expect(relativeTime('2026-11-28T11:55:00Z', now)).toBe('há 5 minutos');
    expect(relativeTime(new Date('2026-11-28T11:55:00Z'), now)).toBe('há 5 minutos');
  });
});

describe('calendar days in São Paulo', () => {
  it('keys and counts by the local date, not UTC', () => {
    expect(dayKey('2026-11-28T02:30:00Z')).toBe('2026-11-27'); // 23:30 local
    expect(daysBetween('2026-11-28T02:30:00Z', '2026-11-28T03:30:00Z')).toBe(1);
    expect(daysBetween('2026-11-28T03:30:00Z', now)).toBe(0);
  });
});
