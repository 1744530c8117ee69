// Where a page sends a session whose token no longer matches the database (docs/product/routes.md,
// "Access denied"): /auth/atualizar-sessao gets a new token and goes back to `next`. Only a path of
// this site is accepted as `next` (STYLE: never an unchecked redirect target). Pure.

export const SESSION_REFRESH_PATH = '/auth/atualizar-sessao';
const NEXT_PARAM = 'next';

/** '/auth/atualizar-sessao?next=%2Fadmin%2Fusers' */
export function sessionRefreshPath(next: string): string {
  return `${SESSION_REFRESH_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}

/**
 * The page to go back to: a path of this site ('/x', not '//host' or '/\\host'), never the auth
 * handlers themselves (no loops); null for anything else.
 */
export function readRefreshTarget(search: URLSearchParams): string | null {
  const next = search.get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if (next === '/auth' || next.startsWith('/auth/')) return null;
  try {
    const url = new URL(next, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
