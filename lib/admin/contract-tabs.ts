// The tabs of /admin/contratos (docs/product/admin.md): the contracts by state, disputes first
// (they wait for an administrator), each with its count, then the reviews. The address holds the
// open tab (?aba=, the slugs of /contratos) and where the page starts (?antes=<time>_<id>, the
// keyset of the order "newest first, then id descending"). Pure, unit tested.
import type { ContractStatus } from '@/lib/hiring/states';
import { TAB_STATUS, tabLabel } from '@/lib/hiring/tabs';
import { isUuid } from '@/lib/validation/uuid';
import { formatNumber } from '@/lib/format/numbers';

export type AdminContractTab = 'disputa' | 'ativos' | 'entregues' | 'alteracoes' | 'concluidos' | 'cancelados';
export type AdminContractsTab = AdminContractTab | 'avaliacoes';

export const ADMIN_CONTRACT_TABS: readonly AdminContractTab[] = [
  'disputa',
  'ativos',
  'entregues',
  'alteracoes',
  'concluidos',
  'cancelados',
];
export const REVIEWS_TAB = 'avaliacoes';
export const ADMIN_CONTRACTS_TABS: readonly AdminContractsTab[] = [...ADMIN_CONTRACT_TABS, REVIEWS_TAB];

export type StatusCounts = Partial<Record<ContractStatus, number>>;

export const adminTabStatus = (tab: AdminContractTab): ContractStatus => TAB_STATUS[tab];

export const adminTabLabel = (tab: AdminContractsTab): string => (tab === REVIEWS_TAB ? 'Avaliações' : tabLabel(tab));

/** The tab named in the address, or null for none or an unknown one. */
export function parseAdminTab(value: string | undefined): AdminContractsTab | null {
  return ADMIN_CONTRACTS_TABS.find((tab) => tab === value) ?? null;
}

/**
 * The tab the address asks for, else the first state with contracts in the tabs' order: the
 * disputes when there are any. With no contract at all (or no counts), the disputes' tab.
 */
export function chooseAdminTab(requested: string | undefined, counts: StatusCounts): AdminContractsTab {
  return parseAdminTab(requested) ?? ADMIN_CONTRACT_TABS.find((tab) => (counts[adminTabStatus(tab)] ?? 0) > 0) ?? 'disputa';
}

/**
 * Counts above this many rows are the planner's estimate (PostgREST's count=estimated counts
 * exactly up to max_rows, supabase/config.toml); they read '≈ 12.345'.
 */
export const EXACT_COUNT_LIMIT = 1000;
const WHOLE = { maximumFractionDigits: 0 };

/** '7', '≈ 12.345'; null when the count could not be read. */
export function tabCountLabel(count: number | undefined): string | null {
  if (count === undefined || !Number.isFinite(count) || count < 0) return null;
  return count > EXACT_COUNT_LIMIT ? `≈ ${formatNumber(count, WHOLE)}` : formatNumber(count, WHOLE);
}

/** Where a keyset page starts: the last row's time and id. */
export type Keyset = { at: string; id: string };

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:?\d{2})$/;

/** 'antes=<iso>_<uuid>' → the keyset, or null for anything else (never sent to the database). */
export function parseKeyset(value: string | undefined): Keyset | null {
  const [at, id, extra] = (value ?? '').split('_');
  return at && id && extra === undefined && ISO.test(at) && isUuid(id) ? { at, id: id.toLowerCase() } : null;
}

export const formatKeyset = (keyset: Keyset): string => `${keyset.at}_${keyset.id}`;

/** The PostgREST or() filter of the rows after `keyset` in the order `column` desc, id desc. */
export function keysetFilter(column: string, keyset: Keyset): string {
  return `${column}.lt.${keyset.at},and(${column}.eq.${keyset.at},id.lt.${keyset.id})`;
}

/** The address of a tab (its first page, or from `after`). */
export function adminContractsHref(pathname: string, tab: AdminContractsTab, after?: Keyset | null): string {
  const params = new URLSearchParams({ aba: tab });
  if (after) params.set('antes', formatKeyset(after));
  return `${pathname}?${params.toString()}`;
}
