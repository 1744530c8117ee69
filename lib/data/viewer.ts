// Who is asking, from the verified access token (lib/auth/viewer.ts reads the claims). The proxy
// already refreshed the session for this request, so this is a local JWT check, no round trip.
// Deduplicated per request: the layout, the top bar and the page share one verification.
import 'server-only';
import { cache } from 'react';
import { viewerFromClaims, type Viewer } from '@/lib/auth/viewer';
import { requestClient } from '@/lib/supabase/server';

export type { Viewer };

export const getViewer = cache(async (): Promise<Viewer | null> => {
  const supabase = await requestClient();
  const { data, error } = await supabase.auth.getClaims();
  return error ? null : viewerFromClaims(data?.claims);
});
