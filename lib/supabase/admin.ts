// Service-role client: bypasses RLS. Server-only; use it for the few writes no user may make
// (deleting an account's Auth user and files) and never with user-controlled filters unchecked.
import 'server-only';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { supabaseUrl } from '@/lib/env';
import { serviceRoleKey } from '@/lib/env.server';
import { serverRealtimeOptions } from './realtime-transport';
import { serverFetch } from './server-fetch';
import type { TypedSupabaseClient } from './types';

export function createAdminClient(): TypedSupabaseClient {
  return createClient<Database>(supabaseUrl(), serviceRoleKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: serverFetch },
    realtime: serverRealtimeOptions(),
  });
}
