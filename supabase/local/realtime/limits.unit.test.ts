import { RateCounter, WindowBudget } from './limits';
import { combinePolicies } from './visibility';

test('rates are averaged over the last 5 seconds', () => {
  const c = new RateCounter();
  const t = 10_000_000;
  c.add(50, t);
  c.add(50, t + 1000);
  expect(c.average(t + 1000)).toBe(20);
  expect(c.average(t + 4999)).toBe(20);
  expect(c.average(t + 5000)).toBe(10);
  expect(c.average(t + 60_000)).toBe(0);
});

test('a window budget allows `max` calls per window, starting at the first one', () => {
  const b = new WindowBudget();
  for (let i = 0; i < 5; i++) expect(b.take(5, 30_000, 1000 + i)).toBe(true);
  expect(b.take(5, 30_000, 20_000)).toBe(false);
  expect(b.take(5, 30_000, 31_001)).toBe(true);
});

test('SELECT policies combine as PostgreSQL does', () => {
  expect(combinePolicies([])).toBe('false');
  expect(combinePolicies([{ permissive: false, qual: 'a' }])).toBe('false');
  expect(
    combinePolicies([
      { permissive: true, qual: 'a' },
      { permissive: true, qual: 'b' },
      { permissive: false, qual: 'c' },
    ]),
  ).toBe('((a) or (b)) and (c)');
  expect(combinePolicies([{ permissive: true, qual: null }])).toBe('((false))');
});
