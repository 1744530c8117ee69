// Anonymous server client without cookies, for public data read inside a server cache
// ('use cache' may not touch request cookies): the menu, the site images.
import 'server-only';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { supabasePublishableKey, supabaseUrl } from '@/lib/env';
import { DB_OPTIONS } from './db-options';
import { serverRealtimeOptions } from './realtime-transport';
import { serverFetch } from './server-fetch';
import type { TypedSupabaseClient } from './types';

export function createPublicClient(): TypedSupabaseClient {
  return createClient<Database>(supabaseUrl(), supabasePublishableKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: serverFetch },
    db: DB_OPTIONS,
    realtime: serverRealtimeOptions(),
  });
}
