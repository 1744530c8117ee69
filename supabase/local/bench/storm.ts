// Data API latency during a sign-in storm (issue 7, item 2): many callers post bogus password
// sign-ins back to back while a few others read one row each through supabase-js. Reported for
// the same reads without the storm, as the baseline.
import type { SupabaseClient } from '@supabase/supabase-js';
import { runLoad, type LoadStats } from './load';
import { ROWS } from './setup';

export type StormStats = {
  storm: LoadStats & { answers: Record<string, number> };
  data_api: LoadStats;
};

const randomId = () => 1 + Math.floor(Math.random() * ROWS);

export function readOne(client: SupabaseClient<any, any, any>) {
  return async () => {
    const { data, error } = await client.from('bench_items').select('*').eq('id', randomId()).abortSignal(AbortSignal.timeout(30_000));
    if (error) throw new Error(error.message);
    if (data?.length !== 1) throw new Error(`expected one row, got ${data?.length}`);
  };
}

/** Data API reads by `readers` callers for `ms`, with nothing else going on. */
export const dataApiAlone = (client: SupabaseClient<any, any, any>, readers: number, ms: number) => runLoad(readers, ms, readOne(client));

/** `stormers` callers sign in with a wrong password as fast as they are answered, for `ms`. */
export async function signInStorm(
  api: { url: string; apikey: string },
  email: string,
  client: SupabaseClient<any, any, any>,
  opts: { stormers: number; readers: number; ms: number },
): Promise<StormStats> {
  const answers: Record<string, number> = {};
  const headers = { apikey: api.apikey, authorization: `Bearer ${api.apikey}`, 'content-type': 'application/json' };
  const attempt = async () => {
    const res = await fetch(`${api.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'not-the-password' }),
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await res.json()) as { code?: string };
    const key = `${res.status} ${body.code ?? ''}`.trim();
    answers[key] = (answers[key] ?? 0) + 1;
    if (res.status !== 400 && res.status !== 429) throw new Error(`unexpected answer ${key}`);
  };
  const [storm, dataApi] = await Promise.all([runLoad(opts.stormers, opts.ms, attempt), runLoad(opts.readers, opts.ms, readOne(client))]);
  return { storm: { ...storm, answers }, data_api: dataApi };
}
