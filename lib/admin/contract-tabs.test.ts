import {
  ADMIN_CONTRACTS_TABS,
  adminContractsHref,
  adminTabLabel,
  adminTabStatus,
  chooseAdminTab,
  formatKeyset,
  keysetFilter,
  parseAdminTab,
  parseKeyset,
  tabCountLabel,
} from './contract-tabs';

const ID = 'f2000000-0000-4000-8000-000000000007';
const AT = '2026-11-29T12:34:56.123456+00:00';

describe('the tabs of /admin/contratos', () => {
  it('lists the disputes first, then the other states, then the reviews', () => {
    expect(ADMIN_CONTRACTS_TABS.map(adminTabLabel)).toEqual([
      'Em disputa',
      'Ativos',
      'Entregues',
      'Alterações solicitadas',
      'Concluídos',
      'Cancelados',
      'Avaliações',
    ]);
    expect(adminTabStatus('disputa')).toBe('disputed');
    expect(adminTabStatus('alteracoes')).toBe('changes_requested');
  });

  it('opens the disputes when there are any, else the first state with contracts', () => {
    expect(chooseAdminTab(undefined, { disputed: 2, active: 10, completed: 40 })).toBe('disputa');
    expect(chooseAdminTab(undefined, { disputed: 0, active: 0, delivered: 3, completed: 40 })).toBe('entregues');
    expect(chooseAdminTab(undefined, { cancelled: 1 })).toBe('cancelados');
    expect(chooseAdminTab(undefined, {})).toBe('disputa');
  });

  it('keeps the tab the address asks for, and ignores an unknown one', () => {
    expect(chooseAdminTab('avaliacoes', { disputed: 2 })).toBe('avaliacoes');
    expect(chooseAdminTab('concluidos', { disputed: 2 })).toBe('concluidos');
    expect(chooseAdminTab('propostas', { disputed: 2 })).toBe('disputa');
    expect(parseAdminTab('toString')).toBeNull();
    expect(parseAdminTab(undefined)).toBeNull();
  });

  it('reads the counts in pt-BR, estimates marked', () => {
    expect(tabCountLabel(0)).toBe('0');
    expect(tabCountLabel(1000)).toBe('1.000');
    expect(tabCountLabel(50123)).toBe('≈ 50.123');
    expect(tabCountLabel(undefined)).toBeNull();
  });
});

describe('the keyset of the lists', () => {
  it('round-trips a row’s time and id, and refuses anything else', () => {
    expect(parseKeyset(formatKeyset({ at: AT, id: ID }))).toEqual({ at: AT, id: ID });
    expect(parseKeyset(`2026-11-29T12:34:56Z_${ID.toUpperCase()}`)).toEqual({ at: '2026-11-29T12:34:56Z', id: ID });
    expect(parseKeyset(`${AT}_not-a-uuid`)).toBeNull();
    expect(parseKeyset(`yesterday_${ID}`)).toBeNull();
    expect(parseKeyset(`${AT}_${ID}_x`)).toBeNull();
    expect(parseKeyset(`${AT},id.gt.0_${ID}`)).toBeNull();
    expect(parseKeyset(undefined)).toBeNull();
  });

  it('asks for the rows after the keyset, equal times by id', () => {
    expect(keysetFilter('updated_at', { at: AT, id: ID })).toBe(`updated_at.lt.${AT},and(updated_at.eq.${AT},id.lt.${ID})`);
  });

  it('builds the address of a tab, encoded', () => {
    expect(adminContractsHref('/admin/contratos', 'disputa')).toBe('/admin/contratos?aba=disputa');
    expect(adminContractsHref('/admin/contratos', 'ativos', { at: AT, id: ID })).toBe(
      `/admin/contratos?aba=ativos&antes=2026-11-29T12%3A34%3A56.123456%2B00%3A00_${ID}`,
    );
  });
});
