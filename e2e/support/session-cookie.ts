// Edits the session stored in @supabase/ssr's cookies ("base64-" + base64url JSON, split into
// `.0`, `.1`… chunks when long) to simulate a session whose access token is due for a refresh.
import type { SessionCookie } from './supabase-clients';

const PREFIX = 'base64-';
// @supabase/ssr's chunk size; base64url needs no URI encoding, so characters equal bytes.
const CHUNK = 3180;

type StoredSession = { access_token: string; refresh_token: string; expires_at?: number; expires_in?: number };

function join(cookies: SessionCookie[]): { name: string; value: string } {
  const chunks = cookies
    .map((c) => ({ ...c, match: /^(.*?)(?:\.(\d+))?$/.exec(c.name)! }))
    .sort((a, b) => Number(a.match[2] ?? 0) - Number(b.match[2] ?? 0));
  return { name: chunks[0].match[1], value: chunks.map((c) => c.value).join('') };
}

function split(name: string, value: string): SessionCookie[] {
  if (value.length <= CHUNK) return [{ name, value }];
  const parts: SessionCookie[] = [];
  for (let i = 0; i * CHUNK < value.length; i++) parts.push({ name: `${name}.${i}`, value: value.slice(i * CHUNK, (i + 1) * CHUNK) });
  return parts;
}

function read(value: string): StoredSession {
  if (!value.startsWith(PREFIX)) throw new Error(`unexpected session cookie format: ${value.slice(0, 12)}…`);
  return JSON.parse(Buffer.from(value.slice(PREFIX.length), 'base64url').toString('utf8')) as StoredSession;
}

/** The claims of the access token the cookies hold (unverified: the test's own session). */
export function sessionClaims(cookies: SessionCookie[]): Record<string, unknown> {
  const token = read(join(cookies).value).access_token;
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The same session with `change` applied to its stored JSON. */
export function editSession(cookies: SessionCookie[], change: (session: StoredSession) => StoredSession): SessionCookie[] {
  const { name, value } = join(cookies);
  const session = read(value);
  const encoded = PREFIX + Buffer.from(JSON.stringify(change(session)), 'utf8').toString('base64url');
  return split(name, encoded);
}

/** Marks the access token as expired, so the next getClaims() must refresh the session first. */
export const expireAccessToken = (session: StoredSession): StoredSession => ({
  ...session,
  expires_at: Math.floor(Date.now() / 1000) - 60,
  expires_in: -60,
});
