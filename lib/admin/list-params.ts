// The URL of every admin list (docs/product/admin.md): search `q`, filters by name, `sort` and
// `dir`, and `page` (1-based). Parsed from the address (in the browser, lib/admin/use-list-params.ts);
// links are built from the same values, so a list's state is always the address bar's.

export const ADMIN_PAGE_SIZE = 20;

export type SearchParams = Record<string, string | string[] | undefined>;

export type ListParams = {
  q: string;
  page: number;
  sort: string;
  dir: 'asc' | 'desc';
  /** Every other parameter, by name (first value). */
  filters: Record<string, string>;
  /** The first and last row index of the page, for PostgREST's range(). */
  from: number;
  to: number;
};

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();

export function parseListParams(
  params: SearchParams,
  {
    sorts,
    defaultSort,
    defaultDir = 'asc',
    pageSize = ADMIN_PAGE_SIZE,
  }: { sorts: readonly string[]; defaultSort: string; defaultDir?: 'asc' | 'desc'; pageSize?: number },
): ListParams {
  const q = first(params.q).slice(0, 100);
  const pageNumber = Number.parseInt(first(params.page), 10);
  const page = Number.isFinite(pageNumber) && pageNumber > 0 ? Math.min(pageNumber, 10_000) : 1;
  const askedSort = first(params.sort);
  const sort = sorts.includes(askedSort) ? askedSort : defaultSort;
  const askedDir = first(params.dir);
  const dir = askedDir === 'asc' || askedDir === 'desc' ? askedDir : defaultDir;
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (['q', 'page', 'sort', 'dir'].includes(name)) continue;
    const text = first(value).slice(0, 200);
    if (text) filters[name] = text;
  }
  const from = (page - 1) * pageSize;
  return { q, page, sort, dir, filters, from, to: from + pageSize - 1 };
}

/** The address's parameters as parseListParams takes them (a repeated name keeps every value). */
export function searchParamsOf(query: URLSearchParams): SearchParams {
  const params: SearchParams = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    params[name] = values.length === 1 ? values[0] : values;
  }
  return params;
}

/** The list's query string with `changes` applied (null removes a parameter); changing anything but the page goes back to page 1. */
export function listHref(pathname: string, params: ListParams, changes: Record<string, string | number | null>): string {
  const values: Record<string, string> = { ...params.filters };
  if (params.q) values.q = params.q;
  values.sort = params.sort;
  values.dir = params.dir;
  if (params.page > 1) values.page = String(params.page);
  if (!('page' in changes)) delete values.page;
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') delete values[name];
    else values[name] = String(value);
  }
  if (values.page === '1') delete values.page;
  const query = new URLSearchParams(values).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Text safe inside a PostgREST or=(…ilike…) filter: no commas, parentheses or wildcards of its own. */
export function ilikePattern(q: string): string {
  return `%${q.replace(/[%_\\,()*"]/g, ' ').trim()}%`;
}

/** True for PostgREST's "range not satisfiable" (a page past the end): the list shows as empty. */
export function isRangeError(error: { code?: string } | null | undefined): boolean {
  return error?.code === 'PGRST103';
}
