import fc from 'fast-check';
import { DATE_STYLES, formatDate, formatDateWithIntl, type DateZone } from './dates';

const at = (iso: string) => new Date(iso);

describe('formatDate', () => {
  it('writes each style in pt-BR on São Paulo’s clock', () => {
    const moment = at('2026-12-03T17:05:09Z');
    expect(formatDate(moment, 'dayKey')).toBe('2026-12-03');
    expect(formatDate(moment, 'shortDate')).toBe('3 de dez. de 2026');
    expect(formatDate(moment, 'longDate')).toBe('3 de dezembro de 2026');
    expect(formatDate(moment, 'dayAndMonth')).toBe('3 de dezembro');
    expect(formatDate(moment, 'monthAndYear')).toBe('dezembro de 2026');
    expect(formatDate(moment, 'numericDate')).toBe('03/12/2026');
    expect(formatDate(moment, 'numericDayAndMonth')).toBe('03/12');
    expect(formatDate(moment, 'weekday')).toBe('quinta-feira');
    expect(formatDate(moment, 'time')).toBe('14:05');
    expect(formatDate(moment, 'longDateAndTime')).toBe('3 de dezembro de 2026 às 14:05');
    expect(formatDate(moment, 'numericDateAndTime')).toBe('03/12/2026, 14:05');
    expect(formatDate(moment, 'numericDateAndTimeWithSeconds')).toBe('03/12/2026, 14:05:09');
  });

  it('takes the day from São Paulo, three hours behind UTC, or from UTC when asked', () => {
    expect(formatDate('2026-01-01T02:30:00Z', 'numericDateAndTime')).toBe('31/12/2025, 23:30');
    expect(formatDate('2026-01-01T02:30:00Z', 'numericDate', 'UTC')).toBe('01/01/2026');
    expect(formatDate(Date.UTC(2026, 2, 1, 3), 'weekday')).toBe('domingo');
  });

  it('writes midnight as 00:00 and reads ISO strings and epoch milliseconds alike', () => {
    expect(formatDate('2026-06-10T03:00:00.000Z', 'time')).toBe('00:00');
    expect(formatDate(Date.parse('2026-06-10T03:00:00Z'), 'time')).toBe('00:00');
  });

  it('leaves to Intl what the fixed clock does not cover: daylight-saving years, far years, invalid dates', () => {
    // 2018-12-01 was summer time in São Paulo (UTC-2)
    expect(formatDate('2018-12-01T12:00:00Z', 'time')).toBe('10:00');
    expect(formatDate('2019-02-17T01:59:00Z', 'time')).toBe('23:59');
    expect(formatDate('2019-02-17T02:00:00Z', 'time')).toBe('23:00');
    expect(formatDate('0900-05-01T12:00:00Z', 'dayKey', 'UTC')).toBe(formatDateWithIntl(at('0900-05-01T12:00:00Z'), 'dayKey', 'UTC'));
    expect(() => formatDate('não é data', 'shortDate')).toThrow(RangeError);
  });

  it('writes what Intl.DateTimeFormat writes, for any instant, style and zone', () => {
    const instants = fc.integer({ min: Date.UTC(2010, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instants, fc.constantFrom(...DATE_STYLES), fc.constantFrom<DateZone>('platform', 'UTC'), (instant, style, zone) => {
        expect(formatDate(instant, style, zone)).toBe(formatDateWithIntl(instant, style, zone));
      }),
      { numRuns: 3000 },
    );
  });
});
