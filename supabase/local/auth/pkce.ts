// PKCE (wire §1.2): requests carrying code_challenge store a flow state; a verified link then
// redirects with ?code=<auth_code>, which /token?grant_type=pkce exchanges when
// base64url(sha256(code_verifier)) (or the verifier itself for "plain") matches.
import crypto from 'node:crypto';
import { str, type Body } from './body';
import { badRequest, notFound, validation } from './errors';
import type { AuthMethod } from './sessions';
import type { Db } from './users';

export type PkceParams = { challenge: string; method: 's256' | 'plain' };

// GoTrue's default flow state lifetime, counted from the moment the code is handed out.
export const FLOW_STATE_TTL_SECONDS = 300;

export function readPkce(body: Body): PkceParams | null {
  const challenge = str(body, 'code_challenge');
  const method = str(body, 'code_challenge_method');
  if (!challenge && !method) return null;
  if (!challenge || !method) throw validation('PKCE flow requires code_challenge_method and code_challenge');
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw validation('code challenge method not supported');
  if (challenge.length < 43 || challenge.length > 128) throw validation('code challenge has to be between 43 and 128 characters');
  return { challenge, method: m };
}

export async function createFlowState(tx: Db, userId: string, p: PkceParams, method: AuthMethod) {
  // The code stays secret until a verified link hands it out (issueAuthCode replaces it then).
  await tx`insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
           values (${userId}, ${crypto.randomUUID()}, ${p.challenge}, ${p.method}, ${method})`;
}

/** Hands out a fresh code for the user's latest flow of that kind, or null when there is none. */
export async function issueAuthCode(tx: Db, userId: string, method: AuthMethod): Promise<string | null> {
  const code = crypto.randomUUID();
  const rows = await tx`
    update auth.flow_state set auth_code = ${code}, created_at = now()
    where id = (select id from auth.flow_state where user_id = ${userId} and authentication_method = ${method}
                order by created_at desc limit 1)
    returning id`;
  return rows.length ? code : null;
}

type FlowRow = {
  id: string;
  user_id: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
  authentication_method: string;
  expired: boolean;
};

/** Checks an auth code against its verifier and consumes the flow state. */
export async function consumeAuthCode(tx: Db, authCode: string, verifier: string): Promise<FlowRow> {
  const [flow] = await tx<FlowRow[]>`
    select id, user_id, code_challenge, code_challenge_method, authentication_method,
      created_at + make_interval(secs => ${FLOW_STATE_TTL_SECONDS}) < now() as expired
    from auth.flow_state where auth_code = ${authCode} for update`;
  if (!flow || !flow.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (flow.expired) throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
  const expected = flow.code_challenge_method === 'plain' ? verifier : crypto.createHash('sha256').update(verifier).digest('base64url');
  if (expected !== flow.code_challenge) {
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await tx`delete from auth.flow_state where id = ${flow.id}`;
  return flow;
}
