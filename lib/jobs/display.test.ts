import { formatDay, locationLabel, matchReasons, payLabel, todayInBrazil } from './display';

it('labels each pay type', () => {
  expect(payLabel({ pay_type: 'fixo', budget_min: 150000, budget_max: 150000 })).toBe('R$\u00a01.500,00');
  expect(payLabel({ pay_type: 'faixa', budget_min: 80000, budget_max: 150000 })).toBe('R$\u00a0800,00 a R$\u00a01.500,00');
  expect(payLabel({ pay_type: 'permuta', budget_min: null, budget_max: null })).toBe('Permuta');
  expect(payLabel({ pay_type: 'a combinar', budget_min: null, budget_max: null })).toBe('A combinar');
});

it('formats calendar days and places', () => {
  expect(formatDay('2026-12-05')).toBe('05/12/2026');
  expect(formatDay(null)).toBe('—');
  expect(locationLabel({ location_type: 'presencial', city: 'São Paulo', state: 'SP' })).toBe('Presencial · São Paulo - SP');
  expect(locationLabel({ location_type: 'remoto', city: 'São Paulo', state: 'SP' })).toBe('Remoto');
});

it('says why an opportunity matches', () => {
  expect(matchReasons({ service: 'Conteúdo UGC', contents: ['Stories'], state: true, followers: false })).toBe(
    'Seus serviços: Conteúdo UGC · Seus conteúdos: Stories · Local compatível',
  );
  expect(matchReasons({ service: null, contents: [], state: false, followers: false })).toBe('');
});

it('says a company is well rated from 4,5 over at least 3 reviews, after the match itself', () => {
  const base = { service: null, contents: [], state: true, followers: false };
  expect(matchReasons({ ...base, company: { average: 4.75, count: 12 } })).toBe('Local compatível · Empresa bem avaliada (4,8★)');
  expect(matchReasons({ ...base, company: { average: 4.5, count: 3 } })).toBe('Local compatível · Empresa bem avaliada (4,5★)');
  expect(matchReasons({ ...base, company: { average: 5, count: 2 } })).toBe('Local compatível');
  expect(matchReasons({ ...base, company: { average: 4.49, count: 40 } })).toBe('Local compatível');
  expect(matchReasons({ ...base, company: { average: null, count: 0 } })).toBe('Local compatível');
  expect(matchReasons({ ...base, state: false, company: { average: 4.9, count: 7 } })).toBe('Empresa bem avaliada (4,9★)');
});

it('knows the day in São Paulo', () => {
  expect(todayInBrazil(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-27');
});
