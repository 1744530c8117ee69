// Anonymous server client without cookies, for public data read inside a server cache
// (unstable_cache may not touch request cookies): site images, published terms.
import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { supabasePublishableKey, supabaseUrl } from './env';
import { serverRealtimeOptions } from './realtime-transport';

export function createPublicClient() {
  return createClient(supabaseUrl(), supabasePublishableKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: serverRealtimeOptions(),
  });
}
