// After a profile change the access token's `gate` claim is stale until the session is refreshed
// (docs/architecture/overview.md, "Reading and writing"). Refreshing inside the
// action writes the new cookies on its response, so the very next navigation passes the proxy
// with the new claim; the target is computed from that claim with the same gate rules.
import 'server-only';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { readAssurance } from '@/lib/auth/assurance-claim';
import { readGateClaim } from '@/lib/auth/gate-claim';
import { decideNavigation } from '@/lib/auth/navigation-decision';
import { isRefreshTokenError } from '@/lib/auth/session-errors';
import { ROUTES } from '@/lib/routes';
import { actionError, actionOk, sessionExpiredFailure, type ActionResult } from '@/lib/forms/action-result';

export type NextStep = { redirectTo: string };

const SESSION_REFRESH_FAILED = 'Seus dados foram salvos, mas não foi possível atualizar sua sessão. Tente novamente.';

/** Refreshes the session and answers where the user goes next ('/feed' or what the gate demands). */
export async function refreshSessionAndNextStep(supabase: TypedSupabaseClient): Promise<ActionResult<NextStep>> {
  const { data, error } = await supabase.auth.refreshSession();
  if (error || !data.session) {
    return isRefreshTokenError(error) ? sessionExpiredFailure() : actionError(SESSION_REFRESH_FAILED);
  }
  const { data: verified, error: claimsError } = await supabase.auth.getClaims(data.session.access_token);
  if (claimsError || !verified?.claims) return actionError(SESSION_REFRESH_FAILED);
  const decision = decideNavigation({
    pathname: ROUTES.feed,
    hasSession: true,
    gate: readGateClaim(verified.claims),
    assurance: readAssurance(verified.claims),
  });
  const query = decision ? new URLSearchParams(decision.search).toString() : '';
  return actionOk({ redirectTo: decision ? `${decision.pathname}${query ? `?${query}` : ''}` : ROUTES.feed });
}
