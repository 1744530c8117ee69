// Who is asking, from the verified access token: id, e-mail and the profile gate claim. The proxy
// already refreshed the session for this request, so this is a local JWT check, no round trip.
// Deduplicated per request: the layout, the top bar and the page share one verification.
import 'server-only';
import { cache } from 'react';
import { readGateClaim, type GateClaim } from '@/lib/auth/gate-claim';
import { requestClient } from '@/lib/supabase/server';

export type Viewer = {
  id: string;
  email: string | null;
  gate: GateClaim | null;
  /**
   * The profile category (null: none chosen or no profile): from the gate claim here, from the
   * database once lib/auth/page-access.ts has checked the page (authority is never the token's).
   */
  category: string | null;
};

export const getViewer = cache(async (): Promise<Viewer | null> => {
  const supabase = await requestClient();
  const { data, error } = await supabase.auth.getClaims();
  const claims = !error ? data?.claims : null;
  if (!claims?.sub) return null;
  const gate = readGateClaim(claims);
  return {
    id: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    gate,
    category: gate?.category ?? null,
  };
});
