import { HIRING_TABS, chooseTab, tabCount, tabLabel } from './tabs';

const none = { contracts: {}, proposalsAwaitingMe: 0, proposalsAwaitingOther: 0 };

describe('the tabs of /contratos', () => {
  it('are named in pt-BR', () => {
    expect(HIRING_TABS.map(tabLabel)).toEqual([
      'Propostas',
      'Ativos',
      'Entregues',
      'Alterações solicitadas',
      'Em disputa',
      'Concluídos',
      'Cancelados',
    ]);
  });

  it('count proposals in negotiation and contracts by state', () => {
    const counts = { contracts: { active: 2, completed: 5 }, proposalsAwaitingMe: 1, proposalsAwaitingOther: 2 };
    expect(tabCount('propostas', counts)).toBe(3);
    expect(tabCount('ativos', counts)).toBe(2);
    expect(tabCount('concluidos', counts)).toBe(5);
    expect(tabCount('disputa', counts)).toBe(0);
  });

  it('open the tab the address names, else what needs the person', () => {
    expect(chooseTab('cancelados', none)).toBe('cancelados');
    expect(chooseTab('<script>', none)).toBe('propostas');
    expect(chooseTab(undefined, { ...none, proposalsAwaitingMe: 1, contracts: { delivered: 1 } })).toBe('propostas');
    expect(chooseTab(undefined, { ...none, contracts: { active: 1, delivered: 1 } })).toBe('entregues');
    expect(chooseTab(undefined, { ...none, contracts: { completed: 3 } })).toBe('concluidos');
    expect(chooseTab(undefined, { ...none, proposalsAwaitingOther: 1, contracts: { completed: 3 } })).toBe('propostas');
  });
});
