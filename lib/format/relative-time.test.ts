import { relativeTime } from './relative-time';

const now = new Date('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it('says how long ago in pt-BR', () => {
    expect(relativeTime(ago(10_000), now)).toBe('agora');
    expect(relativeTime(ago(-5_000), now)).toBe('agora');
    expect(relativeTime(ago(60_000), now)).toBe('há 1 minuto');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('há 5 minutos');
    expect(relativeTime(ago(3_600_000), now)).toBe('há 1 hora');
    expect(relativeTime(ago(2 * 3_600_000), now)).toBe('há 2 horas');
    expect(relativeTime(ago(25 * 3_600_000), now)).toBe('ontem');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('há 3 dias');
    expect(relativeTime(ago(8 * 86_400_000), now)).toBe('há 1 semana');
    expect(relativeTime(ago(15 * 86_400_000), now)).toBe('há 2 semanas');
  });

  it('shows the date after a month, and nothing for an invalid date', () => {
    expect(relativeTime('2026-01-05T12:00:00Z', now)).toBe('5 de jan. de 2026');
    expect(relativeTime('não é data', now)).toBe('');
  });
});
