import { momentLabel, revisionsLabel, usagePeriodLabel, valueLabel } from './display';

describe('hiring display', () => {
  it('reads values, periods and revisions in pt-BR', () => {
    expect(valueLabel({ value_cents: 150000, is_barter: false }).replace(/\s/g, ' ')).toBe('R$ 1.500,00');
    expect(valueLabel({ value_cents: null, is_barter: true })).toBe('Permuta');
    expect(usagePeriodLabel(null)).toBe('Sem prazo definido');
    expect(usagePeriodLabel(1)).toBe('1 mês');
    expect(usagePeriodLabel(12)).toBe('12 meses');
    expect(revisionsLabel(0)).toBe('Sem revisões incluídas');
    expect(revisionsLabel(1)).toBe('1 revisão incluída');
    expect(revisionsLabel(3)).toBe('3 revisões incluídas');
  });
});

describe('moments', () => {
  it('are São Paulo times', () => {
    expect(momentLabel('2026-12-05T17:30:00Z')).toBe('05/12/2026, 14:30');
  });
});
