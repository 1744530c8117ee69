// Every write the app acknowledged is still there after the faults: the ids of the posts,
// comments and chat messages read back with the service role (RLS aside), in chunks.
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { serverRealtimeOptions } from '@/lib/supabase/realtime-transport';
import type { Ledger } from './journey';
import type { Backend } from './session';

const CHUNK = 200;

export type Durability = { acknowledged: number; found: number; missing: string[] };

export async function checkWrites(
  ledger: Ledger,
  backend: Backend & { secretKey: string },
): Promise<Record<'posts' | 'comments' | 'messages', Durability>> {
  const admin = createClient<Database>(backend.url, backend.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: serverRealtimeOptions(),
  });
  const check = async (table: 'posts' | 'post_comments' | 'messages', ids: string[]): Promise<Durability> => {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const { data, error } = await admin
        .from(table)
        .select('id')
        .in('id', ids.slice(i, i + CHUNK));
      if (error) throw new Error(`reading back ${table}: ${error.message}`);
      for (const row of data ?? []) found.add(row.id);
    }
    return { acknowledged: ids.length, found: found.size, missing: ids.filter((id) => !found.has(id)).slice(0, 20) };
  };
  return {
    posts: await check('posts', ledger.posts),
    comments: await check('post_comments', ledger.comments),
    messages: await check('messages', ledger.messages),
  };
}
