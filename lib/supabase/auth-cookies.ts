// Session cookies are input from outside. @supabase/ssr stores the session as
// `sb-<project>-auth-token` ("base64-" + base64url JSON, or raw JSON; split into `.0`, `.1`… chunks
// when long), and supabase-js trusts the shape of what it reads back: a cookie such as
// `base64-{"access_token":{}}` or JSON with the wrong types made getClaims() throw
// ("e.split is not a function") and every page answer 500. These pure functions find the auth
// cookies that cannot hold a session, so the clients never see them and the proxy clears them:
// a malformed cookie means "signed out", never an error.

export type CookieLike = { name: string; value: string };

/** `sb-<ref>-auth-token` and its chunks `.0`, `.1`…; not the PKCE `-code-verifier` cookies. */
const AUTH_COOKIE = /^(sb-[^.]+-auth-token)(?:\.(\d{1,3}))?$/;
const BASE64_PREFIX = 'base64-';

/** A session cookie of @supabase/ssr (or one of its chunks). */
export const isAuthCookieName = (name: string): boolean => AUTH_COOKIE.test(name);
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;
const MAX_SESSION_CHARS = 64 * 1024;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || value === null || check(value);
const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** True when `value` has the shape supabase-js needs of a stored session (see its _isValidSession). */
export function isUsableStoredSession(value: unknown): boolean {
  if (!isObject(value)) return false;
  const { access_token, refresh_token, expires_at, expires_in, token_type, user } = value;
  return (
    typeof access_token === 'string' &&
    access_token.length < MAX_SESSION_CHARS &&
    JWT_SHAPE.test(access_token) &&
    typeof refresh_token === 'string' &&
    refresh_token.length > 0 &&
    'expires_at' in value &&
    isFiniteNumber(expires_at) &&
    optional(expires_in, isFiniteNumber) &&
    optional(token_type, (v) => typeof v === 'string') &&
    optional(user, isObject)
  );
}

/** The JSON text of a stored value ("base64-…" or raw), or null when it cannot be decoded. */
export function decodeStoredValue(raw: string): string | null {
  if (!raw.startsWith(BASE64_PREFIX)) return raw;
  const body = raw.slice(BASE64_PREFIX.length).replace(/[\s=]/g, '');
  if (!BASE64URL.test(body) || body.length % 4 === 1) return null;
  try {
    // Server and proxy only (Node): Buffer decodes base64url natively, far faster than atob.
    return UTF8.decode(Buffer.from(body, 'base64url'));
  } catch {
    return null;
  }
}

function sessionOf(raw: string): unknown {
  if (raw.length > MAX_SESSION_CHARS) return null;
  const text = decodeStoredValue(raw);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Names of the auth cookies (with all their chunks) whose session is unusable. Chunks are joined
 * as @supabase/ssr joins them: the unchunked cookie when present, else `.0`, `.1`… up to a gap.
 */
export function unusableAuthCookieNames(cookies: readonly CookieLike[]): string[] {
  const groups = new Map<string, Map<string, string>>();
  for (const { name, value } of cookies) {
    const match = AUTH_COOKIE.exec(name);
    if (!match) continue;
    const group = groups.get(match[1]) ?? new Map<string, string>();
    group.set(name, value);
    groups.set(match[1], group);
  }
  const unusable: string[] = [];
  for (const [key, group] of groups) {
    let raw = group.get(key) ?? '';
    if (!raw) for (let i = 0; group.has(`${key}.${i}`); i++) raw += group.get(`${key}.${i}`);
    if (!isUsableStoredSession(sessionOf(raw))) unusable.push(...group.keys());
  }
  return unusable;
}

/** `cookies` without the unusable auth cookies: what the Supabase clients may read. */
export function withoutUnusableAuthCookies<C extends CookieLike>(cookies: readonly C[]): C[] {
  const drop = new Set(unusableAuthCookieNames(cookies));
  return drop.size === 0 ? [...cookies] : cookies.filter((cookie) => !drop.has(cookie.name));
}

/**
 * Auth cookie names present in a raw Cookie header but missing from `parsed`: a value the
 * framework's parser dropped (invalid percent-encoding, say). Nothing reads them, but the browser
 * would send them forever, so the proxy clears them too.
 */
export function droppedAuthCookieNames(cookieHeader: string | null | undefined, parsed: readonly CookieLike[]): string[] {
  if (!cookieHeader) return [];
  const seen = new Set(parsed.map((cookie) => cookie.name));
  const names = cookieHeader.split(';').map((pair) => pair.split('=')[0].trim());
  return [...new Set(names.filter((name) => isAuthCookieName(name) && !seen.has(name)))];
}
