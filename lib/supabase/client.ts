// Browser client: session in cookies shared with the server, auto refresh, cross-tab sync.
import { createBrowserClient } from '@supabase/ssr';
import { supabasePublishableKey, supabaseUrl } from './env';

export function createClient() {
  // createBrowserClient returns one shared instance per page, so calling this per component is cheap.
  return createBrowserClient(supabaseUrl(), supabasePublishableKey());
}
