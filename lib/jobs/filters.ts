// The filters of /jobs/opportunities live in the URL (shareable, the back button works): parsed
// here from the search params, anything malformed dropped, and written back the same way.
import { LOCATION_TYPES, PAY_TYPES, PLATFORMS, SORTS, type Sort } from './constants';
import { isUuid } from '@/lib/validation/uuid';

export type OpportunityFilters = {
  q?: string;
  servico?: string;
  conteudo?: string;
  plataforma?: string;
  local?: string;
  uf?: string;
  pagamento?: string;
  min?: number;
  max?: number;
  prazo?: string;
  ordem: Sort;
  /** The keyset cursor: the last row's sort key and id. */
  apos?: string;
};

/** The page's search params: the server's record or the browser's URLSearchParams. */
type Params = Record<string, string | string[] | undefined> | URLSearchParams;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UF = /^[A-Z]{2}$/;

const first = (value: string | string[] | undefined): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value;
  return v && v.trim() ? v.trim() : undefined;
};

const reais = (value: string | undefined): number | undefined => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value) * 100;
};

export function parseFilters(params: Params): OpportunityFilters {
  const param = (key: string) => first(params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key]);
  const ordem = param('ordem');
  const filters: OpportunityFilters = { ordem: SORTS.includes(ordem as Sort) ? (ordem as Sort) : 'recentes' };
  const q = param('q');
  if (q) filters.q = q.slice(0, 100);
  const servico = param('servico');
  if (servico && isUuid(servico)) filters.servico = servico;
  const conteudo = param('conteudo');
  if (conteudo && isUuid(conteudo)) filters.conteudo = conteudo;
  const plataforma = param('plataforma');
  if (plataforma && (PLATFORMS as readonly string[]).includes(plataforma)) filters.plataforma = plataforma;
  const local = param('local');
  if (local && (LOCATION_TYPES as readonly string[]).includes(local)) filters.local = local;
  const uf = param('uf')?.toUpperCase();
  if (uf && UF.test(uf)) filters.uf = uf;
  const pagamento = param('pagamento');
  if (pagamento && (PAY_TYPES as readonly string[]).includes(pagamento)) filters.pagamento = pagamento;
  const min = reais(param('min'));
  if (min !== undefined) filters.min = min;
  const max = reais(param('max'));
  if (max !== undefined) filters.max = max;
  const prazo = param('prazo');
  if (prazo && DAY.test(prazo)) filters.prazo = prazo;
  const apos = param('apos');
  if (apos && decodeCursor(apos)) filters.apos = apos;
  return filters;
}

/** The query string of `filters` (min/max back in reais), without the cursor unless asked. */
export function filtersToQuery(filters: Partial<OpportunityFilters>, { withCursor = false } = {}): string {
  const query = new URLSearchParams();
  for (const key of ['q', 'servico', 'conteudo', 'plataforma', 'local', 'uf', 'pagamento', 'prazo'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (filters.min !== undefined) query.set('min', String(Math.round(filters.min / 100)));
  if (filters.max !== undefined) query.set('max', String(Math.round(filters.max / 100)));
  if (filters.ordem && filters.ordem !== 'recentes') query.set('ordem', filters.ordem);
  if (withCursor && filters.apos) query.set('apos', filters.apos);
  return query.toString();
}

export function encodeCursor(key: number | string, id: string): string {
  return `${key}_${id}`;
}

export function decodeCursor(cursor: string): { key: string; id: string } | null {
  const match = /^(-?\d+(?:\.\d+)?)_([0-9a-f-]{36})$/i.exec(cursor);
  return match && isUuid(match[2]) ? { key: match[1], id: match[2] } : null;
}

export const hasFilters = (filters: OpportunityFilters) => filtersToQuery({ ...filters, ordem: 'recentes' }) !== '';
