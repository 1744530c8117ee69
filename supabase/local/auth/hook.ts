// The custom access token hook ([auth.hook.custom_access_token], uri
// "pg-functions://postgres/<schema>/<function>"): called inside the transaction that issues the
// token, as supabase_auth_admin (Auth's own role, so the function needs the grants hosted needs),
// with GoTrue's event {user_id, claims, authentication_method}; the returned `claims` are signed
// as they are, once they still carry the required claims. A failure answers GoTrue's 500
// unexpected_failure "Error running hook URI: ..." and logs why.
import type { Claims } from '../jwt';
import type { Stack } from '../types';
import { HOOK_FAILURE_PREFIX } from '../log';
import { SERVICE_ROLES } from '../platform';
import { AuthError, unexpected } from './errors';
import type { Db } from './users';

const URI_RE = /^pg-functions:\/\/([^/]+)\/([^/]+)\/([^/]+)$/;
const IDENT_RE = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;
const TIMEOUT_MS = 2000;

// GoTrue's MinimumViableTokenSchema: required claims and the JSON types they must have.
const REQUIRED = ['aud', 'exp', 'iat', 'sub', 'email', 'phone', 'role', 'aal', 'session_id', 'is_anonymous'];
const TYPES: Record<string, (v: unknown) => boolean> = {
  aud: (v) => typeof v === 'string' || Array.isArray(v),
  exp: Number.isInteger,
  iat: Number.isInteger,
  nbf: Number.isInteger,
  jti: (v) => typeof v === 'string',
  iss: (v) => typeof v === 'string',
  sub: (v) => typeof v === 'string',
  email: (v) => typeof v === 'string',
  phone: (v) => typeof v === 'string',
  role: (v) => typeof v === 'string',
  aal: (v) => typeof v === 'string',
  session_id: (v) => typeof v === 'string',
  app_metadata: isObject,
  user_metadata: isObject,
  amr: (v) => Array.isArray(v) && v.every((e) => typeof e === 'string' || isObject(e)),
};

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function parseHookUri(uri: string): { schema: string; fn: string } | null {
  const m = URI_RE.exec(uri);
  if (!m || !IDENT_RE.test(m[1]) || !IDENT_RE.test(m[2]) || !IDENT_RE.test(m[3])) return null;
  return { schema: m[2], fn: m[3] };
}

/** Problems with hook output claims, empty when they conform. */
export function claimProblems(claims: Record<string, unknown>): string[] {
  const problems = REQUIRED.filter((k) => !(k in claims)).map((k) => `${k} is required`);
  for (const [k, ok] of Object.entries(TYPES)) {
    if (k in claims && !ok(claims[k])) problems.push(`${k} has the wrong type`);
  }
  return problems;
}

export async function runAccessTokenHook(
  tx: Db,
  stack: Stack,
  event: { user_id: string; claims: Claims; authentication_method: string },
): Promise<Claims> {
  const uri = stack.config.customAccessTokenHook!.uri;
  const failure = (detail?: string) => unexpected(`Error running hook URI: ${uri}${detail ? ` (${detail})` : ''}`);
  const target = parseHookUri(uri);
  if (!target) throw failure('the URI must be pg-functions://postgres/<schema>/<function>');
  const [found] = await tx<{ n: number }[]>`
    select count(*)::int as n from pg_proc p join pg_namespace s on s.oid = p.pronamespace
    where s.nspname = ${target.schema} and p.proname = ${target.fn}`;
  if (!found?.n) throw failure(`function ${target.schema}.${target.fn} does not exist`);

  let result: unknown;
  try {
    await tx.unsafe(`set local statement_timeout = ${TIMEOUT_MS}`);
    const rows = await tx.unsafe(`select "${target.schema}"."${target.fn}"($1::text::jsonb) as result`, [JSON.stringify(event)]);
    await tx.unsafe('set local statement_timeout to default');
    result = rows[0]?.result;
  } catch (e) {
    stack.log(`${HOOK_FAILURE_PREFIX} ${uri} failed as ${SERVICE_ROLES.auth}: ${(e as Error).message}`);
    throw failure();
  }
  if (typeof result === 'string') {
    try {
      result = JSON.parse(result);
    } catch {
      throw failure('the hook must return a JSON object');
    }
  }
  if (!isObject(result)) throw failure('the hook must return a JSON object');
  if (isObject(result.error)) {
    const status = Number(result.error.http_code);
    const message = typeof result.error.message === 'string' ? result.error.message : 'hook error';
    throw new AuthError(status >= 400 && status < 600 ? status : 500, 'unexpected_failure', message);
  }
  if (!isObject(result.claims)) throw failure('the result has no "claims" object');
  const problems = claimProblems(result.claims);
  if (problems.length) throw failure(`output claims do not conform to the expected schema: ${problems.join('; ')}`);
  return result.claims as Claims;
}
