// The tabs of /contratos (docs/product/hiring.md): the proposals, then one tab per state of a
// contract, each with its count; the address says which one is open (?aba=).
import { CONTRACT_STATUS_LABELS, type ContractStatus } from './states';

export type HiringTab = 'propostas' | 'ativos' | 'entregues' | 'alteracoes' | 'disputa' | 'concluidos' | 'cancelados';

export const TAB_STATUS: Record<Exclude<HiringTab, 'propostas'>, ContractStatus> = {
  ativos: 'active',
  entregues: 'delivered',
  alteracoes: 'changes_requested',
  disputa: 'disputed',
  concluidos: 'completed',
  cancelados: 'cancelled',
};

export const HIRING_TABS: HiringTab[] = ['propostas', 'ativos', 'entregues', 'alteracoes', 'disputa', 'concluidos', 'cancelados'];

/** Whether the address names one of the tabs. */
export function isHiringTab(value: string | null | undefined): value is HiringTab {
  return !!value && (HIRING_TABS as string[]).includes(value);
}

export function tabLabel(tab: HiringTab): string {
  if (tab === 'propostas') return 'Propostas';
  const label = CONTRACT_STATUS_LABELS[TAB_STATUS[tab]];
  // The tabs name groups: 'Ativos', 'Entregues', 'Concluídos', 'Cancelados' (plural of the state).
  return {
    ativos: 'Ativos',
    entregues: 'Entregues',
    alteracoes: label,
    disputa: label,
    concluidos: 'Concluídos',
    cancelados: 'Cancelados',
  }[tab];
}

type Counts = { contracts: Partial<Record<ContractStatus, number>>; proposalsAwaitingMe: number; proposalsAwaitingOther: number };

export function tabCount(tab: HiringTab, counts: Counts): number {
  if (tab === 'propostas') return counts.proposalsAwaitingMe + counts.proposalsAwaitingOther;
  return counts.contracts[TAB_STATUS[tab]] ?? 0;
}

/**
 * The tab the address asks for, or the one that needs the person: proposals waiting for their
 * answer, else the first state with contracts in progress, else proposals.
 */
export function chooseTab(requested: string | undefined, counts: Counts): HiringTab {
  if (isHiringTab(requested)) return requested;
  if (counts.proposalsAwaitingMe > 0) return 'propostas';
  const busy = (['entregues', 'alteracoes', 'disputa', 'ativos'] as const).find((tab) => tabCount(tab, counts) > 0);
  return busy ?? (tabCount('concluidos', counts) > 0 && tabCount('propostas', counts) === 0 ? 'concluidos' : 'propostas');
}
