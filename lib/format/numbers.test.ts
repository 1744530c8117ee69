import fc from 'fast-check';
import { formatNumber, formatNumberWithIntl, type NumberStyle } from './numbers';

describe('formatNumber', () => {
  it('writes numbers and reais in pt-BR', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(1234567, { maximumFractionDigits: 0 })).toBe('1.234.567');
    expect(formatNumber(4.66, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4,7');
    expect(formatNumber(5, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('5,0');
    expect(formatNumber(1500, { currency: 'BRL' })).toBe('R$\u00a01.500,00');
    expect(formatNumber(-1500.5, { currency: 'BRL' })).toBe('-R$\u00a01.500,50');
    expect(formatNumber(1500.5, { currency: 'BRL', maximumFractionDigits: 0 })).toBe('R$\u00a01.501');
  });

  it('rounds the decimal the number is written as, half away from zero', () => {
    expect(formatNumber(4.55, { maximumFractionDigits: 1 })).toBe('4,6');
    expect(formatNumber(1.005, { currency: 'BRL' })).toBe('R$\u00a01,01');
    expect(formatNumber(9.96, { maximumFractionDigits: 1 })).toBe('10');
    expect(formatNumber(-0.4, { maximumFractionDigits: 0 })).toBe('-0');
    expect(formatNumber(999.5, { maximumFractionDigits: 0 })).toBe('1.000');
  });

  it('leaves to Intl what it does not write itself', () => {
    expect(formatNumber(Number.NaN)).toBe(formatNumberWithIntl(Number.NaN));
    expect(formatNumber(-Infinity)).toBe(formatNumberWithIntl(-Infinity));
    expect(formatNumber(1e21)).toBe(formatNumberWithIntl(1e21));
    expect(formatNumber(1e-7, { maximumFractionDigits: 3 })).toBe('0');
    expect(() => formatNumber(1, { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toThrow(RangeError);
  });

  const styles = fc
    .record(
      {
        minimumFractionDigits: fc.integer({ min: 0, max: 4 }),
        maximumFractionDigits: fc.integer({ min: 0, max: 4 }),
        currency: fc.constant<'BRL'>('BRL'),
      },
      { requiredKeys: [] },
    )
    .filter((s: NumberStyle) => (s.minimumFractionDigits ?? 0) <= (s.maximumFractionDigits ?? 20));

  const numbers = fc.oneof(
    fc.double({ noNaN: true, min: -1e12, max: 1e12 }),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
    fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000),
    fc.integer(),
    fc.constantFrom(0, -0, 0.5, 1.5, 2.5, -2.5, 0.05, 0.005, 1e20, 1e-6, 123456.785),
  );

  it('writes what Intl.NumberFormat writes, for any number and style', () => {
    fc.assert(
      fc.property(numbers, styles, (value, style) => {
        expect(formatNumber(value, style)).toBe(formatNumberWithIntl(value, style));
      }),
      { numRuns: 5000 },
    );
  });
});
