import { dayLabel, listTimeLabel, timeLabel } from './dates';

// 2026-11-28 15:00 in São Paulo (UTC-3).
const now = new Date('2026-11-28T18:00:00Z');

describe('chat dates', () => {
  it('heads days as Hoje, Ontem or the date in São Paulo', () => {
    expect(dayLabel('2026-11-28T03:30:00Z', now)).toBe('Hoje'); // 00:30 local
    expect(dayLabel('2026-11-28T02:30:00Z', now)).toBe('Ontem'); // 23:30 local the day before
    expect(dayLabel('2026-11-12T15:00:00Z', now)).toBe('12 de novembro');
    expect(dayLabel('2025-12-31T15:00:00Z', now)).toBe('31 de dezembro de 2025');
  });

  it('shows times and list times', () => {
    expect(timeLabel('2026-11-28T17:05:00Z')).toBe('14:05');
    // today: how long ago, from the one relative-time helper
    expect(listTimeLabel('2026-11-28T17:05:00Z', now)).toBe('há 55 minutos');
    expect(listTimeLabel('2026-11-28T15:00:00Z', now)).toBe('há 3 horas');
    expect(listTimeLabel('2026-11-28T17:59:40Z', now)).toBe('agora');
    expect(listTimeLabel('2026-11-27T17:05:00Z', now)).toBe('Ontem');
    expect(listTimeLabel('2026-11-25T17:05:00Z', now)).toBe('quarta-feira');
    expect(listTimeLabel('2026-11-05T17:05:00Z', now)).toBe('05/11/2026');
  });
});
