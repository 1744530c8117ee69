// Browser client: session in cookies shared with the server, auto refresh, cross-tab sync.
import { createBrowserClient } from '@supabase/ssr';
import type { Database } from '@/lib/database.types';
import { supabasePublishableKey, supabaseUrl } from '@/lib/env';
import { DB_OPTIONS } from './db-options';
import type { TypedSupabaseClient } from './types';

export function createClient(): TypedSupabaseClient {
  // createBrowserClient returns one shared instance per page, so calling this per component is cheap.
  return createBrowserClient<Database>(supabaseUrl(), supabasePublishableKey(), { db: DB_OPTIONS });
}
