// The URL of /network and /companies as a search (pure, so it is tested without a browser):
// unknown values are dropped, never sent to the database.
import { UF_NAMES } from '@/lib/validation/br';
import { FOLLOWER_RANGES } from '@/lib/validation/profile-creator';
import { isUuid } from '@/lib/validation/uuid';

export type RawParams = Record<string, string | string[] | undefined>;

export const NETWORK_TABS = ['sugestoes', 'seguidores', 'seguindo', 'criadores'] as const;
export type NetworkTab = (typeof NETWORK_TABS)[number];

/** The address's query as the parsers read it (the first value of a repeated key, as `one` takes). */
export function rawParams(search: Pick<URLSearchParams, 'keys' | 'get'>): RawParams {
  const raw: RawParams = {};
  for (const key of search.keys()) raw[key] = search.get(key) ?? undefined;
  return raw;
}

const ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/;

const one = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).trim();

export type Cursor = { createdAt: string; id: string };

/** 'antes=<iso>_<uuid>' → the keyset cursor, or null. */
export function parseCursor(value: string): Cursor | null {
  const [createdAt, id] = value.split('_');
  return createdAt && id && ISO.test(createdAt) && isUuid(id) ? { createdAt, id } : null;
}
export const formatCursor = (c: Cursor): string => `${c.createdAt}_${c.id}`;

/** Reais typed by a person ('1.500', '80') → cents, or undefined. */
export function reaisToCents(value: string): number | undefined {
  const digits = value.replace(/\./g, '').replace(',', '.');
  const n = Number(digits);
  return value !== '' && Number.isFinite(n) && n >= 0 && n < 10_000_000 ? Math.round(n * 100) : undefined;
}

/** The orders of the creator search ('ordem'): the default (newest, or the best name match) or by rating. */
export const PROFILE_SORTS = ['relevancia', 'avaliacao'] as const;
export type ProfileSort = (typeof PROFILE_SORTS)[number];
export const PROFILE_SORT_LABELS: Record<ProfileSort, string> = {
  relevancia: 'Relevância',
  avaliacao: 'Mais bem avaliados',
};

export type PeopleSearch = {
  tab: NetworkTab;
  sort: ProfileSort;
  q: string;
  uf: string;
  city: string;
  serviceType: string;
  contentType: string;
  followers: string;
  priceMin: string;
  priceMax: string;
  verifiedOnly: boolean;
  cursor: Cursor | null;
  page: number;
};

export function parseNetworkParams(raw: RawParams, canSearchCreators: boolean): PeopleSearch {
  const tabValue = one(raw.tab) as NetworkTab;
  const tab = NETWORK_TABS.includes(tabValue) && (tabValue !== 'criadores' || canSearchCreators) ? tabValue : 'sugestoes';
  const uf = one(raw.uf).toUpperCase();
  const followers = one(raw.seguidores);
  const page = Number.parseInt(one(raw.pagina), 10);
  return {
    tab,
    sort: tab === 'criadores' && one(raw.ordem) === 'avaliacao' ? 'avaliacao' : 'relevancia',
    q: one(raw.q).slice(0, 100),
    uf: uf in UF_NAMES ? uf : '',
    city: one(raw.cidade).slice(0, 120),
    serviceType: isUuid(one(raw.servico)) ? one(raw.servico) : '',
    contentType: isUuid(one(raw.conteudo)) ? one(raw.conteudo) : '',
    followers: (FOLLOWER_RANGES as readonly string[]).includes(followers) ? followers : '',
    priceMin: reaisToCents(one(raw.preco_min)) !== undefined ? one(raw.preco_min) : '',
    priceMax: reaisToCents(one(raw.preco_max)) !== undefined ? one(raw.preco_max) : '',
    verifiedOnly: one(raw.verificados) === '1',
    cursor: parseCursor(one(raw.antes)),
    page: Number.isFinite(page) && page > 0 && page < 100 ? page : 1,
  };
}

/** True when the person typed or chose anything to search by (or an order other than the default). */
export const isSearching = (s: PeopleSearch): boolean =>
  !!(s.q || s.uf || s.city || s.serviceType || s.contentType || s.followers || s.priceMin || s.priceMax || s.verifiedOnly) ||
  s.sort !== 'relevancia';

/** A name search and the order by rating page by number ('pagina'); the rest by keyset ('antes'). */
export const pagesByNumber = (s: Pick<PeopleSearch, 'q' | 'sort'>): boolean => !!s.q || s.sort === 'avaliacao';

export const COMPANY_TYPES = [
  { value: 'Sou uma Marca', label: 'Marca' },
  { value: 'Sou uma Agência', label: 'Agência' },
] as const;

export type CompanySearch = { q: string; type: string; category: string; uf: string; cursor: Cursor | null; page: number };

export function parseCompanyParams(raw: RawParams): CompanySearch {
  const type = one(raw.tipo);
  const uf = one(raw.uf).toUpperCase();
  const page = Number.parseInt(one(raw.pagina), 10);
  return {
    q: one(raw.q).slice(0, 100),
    type: COMPANY_TYPES.some((t) => t.value === type) ? type : '',
    category: one(raw.categoria).slice(0, 120),
    uf: uf in UF_NAMES ? uf : '',
    cursor: parseCursor(one(raw.antes)),
    page: Number.isFinite(page) && page > 0 && page < 100 ? page : 1,
  };
}

/** The same search with other values (for links: tabs, next page). */
export function withParams(path: string, raw: RawParams, changes: Record<string, string | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    const v = one(value);
    if (v) params.set(key, v);
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
