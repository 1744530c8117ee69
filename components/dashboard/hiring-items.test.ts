import { hiringItems } from './hiring-items';

const ME = 'e0000000-0000-4000-8000-000000000001';

it('a creator sees their contracts, earnings and rating, each a link', () => {
  const items = hiringItems({ side: 'creator', active: 3, concluded: 2, valueCents: 250000, rating: { average: 4.67, count: 12 } }, ME);
  expect(items).toEqual([
    { label: 'Contratos ativos', value: '3', href: '/contratos' },
    { label: 'Contratos concluídos', value: '2', href: '/contratos?aba=concluidos' },
    { label: 'Ganhos', value: 'R$\u00a02.500,00', hint: 'em contratos concluídos', href: '/contratos?aba=concluidos', wide: true },
    { label: 'Sua avaliação', value: '4,7', hint: '12 avaliações', href: `/profile-user?id=${ME}`, wide: true },
  ]);
});

it("a hirer sees what they spent, and 'Sem avaliações' before the first review", () => {
  const items = hiringItems({ side: 'hirer', active: 0, concluded: 0, valueCents: 0, rating: null }, ME);
  expect(items[2]).toMatchObject({ label: 'Investimento', value: 'R$\u00a00,00' });
  expect(items[3]).toMatchObject({ label: 'Sua avaliação', value: 'Sem avaliações', quiet: true, href: `/profile-user?id=${ME}` });
});
