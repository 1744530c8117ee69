// Service-role client: bypasses RLS. Server-only; use it for the few writes no user may make
// (admin tooling, triggers' companions) and never with user-controlled filters unchecked.
import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { supabaseUrl } from './env';
import { serverRealtimeOptions } from './realtime-transport';

export function createAdminClient() {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!key) throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set: run `npm run db:start` or set it on the server.');
  return createClient(supabaseUrl(), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: serverRealtimeOptions(),
  });
}
