// npm run bench:stack: start-up, restart, select-by-key through supabase-js vs a plain pg Pool,
// sign-in rate and realtime insert-to-event latency of the local stack. Writes
// bench/results/stack.json. Loopback only; every loop is bounded by a count or a clock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { Pool } from 'pg';
import { startChild, type Ready } from './stack-lib/child';
import { round, runLoad, type LoadStats } from './stack-lib/load';
import { realtimeLatency, type RealtimeStats } from './stack-lib/realtime-latency';
import { selectBench, type SelectStats } from './stack-lib/select';
import { clientOptions, createTables, createUser, PASSWORD, ROWS, tokenClients, waitForTable } from './stack-lib/setup';

const API_PORT = 56121;
const DB_PORT = 56122;
const CONCURRENCY = 32;
const LOAD_MS = 10_000;
const WARMUP_MS = 1_000;
const SIGN_IN_CALLERS = 4;
const SIGN_IN_MS = 5_000;
const REALTIME_INSERTS = 200;
const FANOUT_SUBSCRIBERS = 50;
const FANOUT_INSERTS = 100;
const OUT = path.join(__dirname, 'results', 'stack.json');

type Workload = {
  select: SelectStats;
  sign_in: LoadStats;
  realtime: RealtimeStats;
  realtime_fanout: { note: string; same_claims: RealtimeStats; distinct_claims: RealtimeStats };
};

async function workload(ready: Ready): Promise<Workload> {
  const user = await createUser(ready);
  const pool = new Pool({ connectionString: ready.dbUrl, max: CONCURRENCY, statement_timeout: 10_000 });
  pool.on('error', (e) => console.error(`pg pool: ${e.message}`));
  try {
    await createTables(pool, user.id);
    await waitForTable(user.client);

    console.log(`select by primary key: ${CONCURRENCY} callers, ${LOAD_MS / 1000} s each`);
    const select = await selectBench(user.client, pool, { url: ready.url, apikey: ready.publishableKey }, CONCURRENCY, LOAD_MS, WARMUP_MS);

    console.log(`signInWithPassword: ${SIGN_IN_CALLERS} callers, ${SIGN_IN_MS / 1000} s`);
    const signInClients = Array.from({ length: SIGN_IN_CALLERS }, () => createClient(ready.url, ready.publishableKey, clientOptions));
    const signIn = await runLoad(SIGN_IN_CALLERS, SIGN_IN_MS, async (n) => {
      const { data, error } = await signInClients[n].auth.signInWithPassword({ email: user.email, password: PASSWORD });
      if (error || !data.session) throw new Error(error?.message ?? 'no session');
    });
    console.log(`  ${signIn.rps} sign-ins/s  p50 ${signIn.p50_ms} ms  p95 ${signIn.p95_ms} ms  errors ${signIn.errors}`);

    console.log(`realtime insert-to-event latency: ${REALTIME_INSERTS} inserts`);
    const realtime = await realtimeLatency([user.client], pool, { owner: user.id, shared: false, count: REALTIME_INSERTS });
    console.log(`  p50 ${realtime.p50_ms} ms  p95 ${realtime.p95_ms} ms  max ${realtime.max_ms} ms  missed ${realtime.missed}`);

    console.log(`realtime fan-out: ${FANOUT_SUBSCRIBERS} subscribers, ${FANOUT_INSERTS} inserts, until every one got it`);
    const sameClients = await Promise.all(Array.from({ length: FANOUT_SUBSCRIBERS }, async () => {
      const c = createClient(ready.url, ready.publishableKey, clientOptions);
      await c.realtime.setAuth((await user.client.auth.getSession()).data.session!.access_token);
      return c;
    }));
    const same = await realtimeLatency(sameClients, pool, { owner: user.id, shared: true, count: FANOUT_INSERTS });
    console.log(`  same claims      p50 ${same.p50_ms} ms  p95 ${same.p95_ms} ms  missed ${same.missed}`);
    const distinct = await realtimeLatency(await tokenClients(ready, FANOUT_SUBSCRIBERS), pool, { owner: user.id, shared: true, count: FANOUT_INSERTS });
    console.log(`  distinct claims  p50 ${distinct.p50_ms} ms  p95 ${distinct.p95_ms} ms  missed ${distinct.missed}`);
    const realtimeFanout = {
      note: 'informative: one RLS check per table and distinct claims per batch, shared by subscribers with equal claims',
      same_claims: same,
      distinct_claims: distinct,
    };
    return { select, sign_in: signIn, realtime, realtime_fanout: realtimeFanout };
  } finally {
    await user.client.removeAllChannels().catch(() => {});
    await pool.end();
  }
}

function target(value: number | null | undefined, op: '>=' | '<', limit: number, unit: string) {
  const pass = typeof value === 'number' && (op === '>=' ? value >= limit : value < limit);
  return { target: `${op} ${limit}${unit}`, value: value ?? null, pass };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-bench-'));
  fs.chmodSync(dataDir, 0o755); // the postgres user must reach the cluster folder inside
  const config = { dataDir, apiPort: API_PORT, dbPort: DB_PORT };
  const results: Record<string, unknown> = {
    date: new Date().toISOString(), node: process.version, cores: os.cpus().length, cpu: os.cpus()[0]?.model ?? null,
    platform: `${os.platform()} ${os.release()}`,
    settings: {
      concurrency: CONCURRENCY, load_seconds: LOAD_MS / 1000, rows: ROWS, sign_in_callers: SIGN_IN_CALLERS,
      realtime_inserts: REALTIME_INSERTS, fanout_subscribers: FANOUT_SUBSCRIBERS, fanout_inserts: FANOUT_INSERTS,
    },
  };
  let work: Workload | null = null;
  try {
    console.log('fresh start (initdb + migrations + seed)');
    const fresh = await startChild({ config, reset: true });
    const stopMs = await fresh.stop();
    console.log('restart on the existing data');
    const again = await startChild({ config });
    const startup = {
      fresh_start_ms: round(fresh.ready.startMs), fresh_start_wall_ms: round(fresh.wallMs), migrations_applied: fresh.ready.migrations,
      stop_ms: round(stopMs), restart_start_ms: round(again.ready.startMs), restart_wall_ms: round(again.wallMs),
      restart_ms: round(stopMs + again.ready.startMs),
    };
    results.startup = startup;
    console.log(`  fresh start ${startup.fresh_start_ms} ms, stop ${startup.stop_ms} ms, start again ${startup.restart_start_ms} ms`);
    try {
      work = await workload(again.ready);
      Object.assign(results, work);
    } catch (e) {
      results.workload_error = String((e as Error)?.message ?? e);
      console.error(`workload failed: ${results.workload_error}`);
    } finally {
      await again.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const startup = results.startup as Record<string, number> | undefined;
  const targets = {
    select_ratio: target(work?.select.ratio, '>=', 0.5, ''),
    realtime_p95: target(work?.realtime.received ? work.realtime.p95_ms : null, '<', 100, ' ms'),
    fresh_start: target(startup?.fresh_start_ms, '<', 15_000, ' ms'),
    restart: target(startup?.restart_ms, '<', 3_000, ' ms'),
  };
  results.targets = targets;
  results.pass = Object.values(targets).every((t) => t.pass);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
  console.log(targets);
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
  process.exitCode = results.pass ? 0 : 1;
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(1);
});
