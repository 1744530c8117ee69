// Select by primary key: through supabase-js as the signed-in user (RLS on) against the same
// query on a plain pg Pool. Two extra runs split the gap: the raw HTTP request without the
// client library, and the API's transaction (role + claims + select + commit) straight on pg.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Pool } from 'pg';
import { round, runLoad, type LoadStats } from './load';
import { ROWS } from './setup';

export type SelectStats = {
  supabase_js: LoadStats;
  pg_pool: LoadStats;
  ratio: number | null;
  breakdown: { raw_http: LoadStats; pg_pool_as_caller: LoadStats; note: string };
};

const randomId = () => 1 + Math.floor(Math.random() * ROWS);

export async function selectBench(
  client: SupabaseClient<any, any, any>,
  pool: Pool,
  api: { url: string; apikey: string },
  concurrency: number,
  ms: number,
  warmupMs: number,
): Promise<SelectStats> {
  const session = (await client.auth.getSession()).data.session;
  if (!session) throw new Error('the bench user has no session');
  const one = (rows: unknown[] | null | undefined) => {
    if (rows?.length !== 1) throw new Error(`expected one row, got ${rows?.length}`);
  };
  const viaApi = async () => {
    const { data, error } = await client.from('bench_items').select('*').eq('id', randomId()).abortSignal(AbortSignal.timeout(10_000));
    if (error) throw new Error(error.message);
    one(data);
  };
  const viaPool = async () => one((await pool.query('select * from public.bench_items where id = $1', [randomId()])).rows);
  const headers = { apikey: api.apikey, authorization: `Bearer ${session.access_token}`, accept: 'application/json' };
  const viaHttp = async () => {
    const res = await fetch(`${api.url}/rest/v1/bench_items?select=*&id=eq.${randomId()}`, {
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    one((await res.json()) as unknown[]);
  };
  // One simple-protocol round trip holding the whole transaction the Data API runs.
  const claims = JSON.stringify(JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString())).replace(/'/g, "''");
  const viaPoolAsCaller = async () => {
    const results = (await pool.query(
      `begin read only; select set_config('role', 'authenticated', true), set_config('request.jwt.claims', '${claims}', true); ` +
        `select * from public.bench_items where id = ${randomId()}; commit;`,
    )) as unknown as { rows: unknown[] }[];
    one(results[2].rows);
  };

  const measure = async (name: string, op: () => Promise<void>, duration: number) => {
    await runLoad(concurrency, warmupMs, op);
    const stats = await runLoad(concurrency, duration, op);
    console.log(`  ${name.padEnd(18)} ${stats.rps} req/s  p50 ${stats.p50_ms} ms  p95 ${stats.p95_ms} ms  errors ${stats.errors}`);
    return stats;
  };
  const supabaseJs = await measure('supabase-js', viaApi, ms);
  const pgPool = await measure('pg Pool', viaPool, ms);
  const rawHttp = await measure('raw HTTP', viaHttp, ms / 2);
  const asCaller = await measure('pg Pool as caller', viaPoolAsCaller, ms / 2);
  return {
    supabase_js: supabaseJs,
    pg_pool: pgPool,
    ratio: pgPool.rps > 0 ? round(supabaseJs.rps / pgPool.rps, 3) : null,
    breakdown: {
      raw_http: rawHttp,
      pg_pool_as_caller: asCaller,
      note: 'informative only: the same request without supabase-js, and the Data API transaction run directly on pg',
    },
  };
}
