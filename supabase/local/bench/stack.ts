// npm run bench:stack (the package's `bench` script): start-up, restart, select-by-key through supabase-js vs a plain pg Pool,
// sign-in rate, realtime insert-to-event latency and Data API latency during a sign-in storm of
// the local stack. Writes supabase/local/bench/results/stack.json. Loopback only; every loop is bounded by a
// count or a clock. Ports: SUPABASE_LOCAL_API_PORT / SUPABASE_LOCAL_DB_PORT (default 56121/56122).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { Pool } from 'pg';
import { RELAXED_LIMITS } from '../config';
import type { StartOptions } from '../index';
import { spawnStack, type ChildStackInfo as Ready } from '../testing/child-stack';
import { assertPortsFree } from '../testing/ports';
import { round, runLoad, type LoadStats } from './load';
import { realtimeLatency, type RealtimeStats } from './realtime-latency';
import { selectBench, type SelectStats } from './select';
import { clientOptions, createTables, createUser, PASSWORD, ROWS, tokenClients, waitForTable, type BenchUser } from './setup';
import { dataApiAlone, signInStorm, type StormStats } from './storm';

const API_PORT = Number(process.env.SUPABASE_LOCAL_API_PORT ?? 56121);
const DB_PORT = Number(process.env.SUPABASE_LOCAL_DB_PORT ?? 56122);
const CONCURRENCY = 32;
const LOAD_MS = 10_000;
const WARMUP_MS = 1_000;
const SIGN_IN_CALLERS = 4;
const SIGN_IN_MS = 5_000;
const REALTIME_INSERTS = 200;
const FANOUT_SUBSCRIBERS = 50;
const FANOUT_INSERTS = 100;
const STORM_CALLERS = 200;
const STORM_READERS = 4;
const STORM_MS = 10_000;
const OUT = path.join(__dirname, 'results', 'stack.json');

/** The stack in a process of its own, so the load generator does not share its event loop. */
function startChild(options: Omit<StartOptions, 'log'>) {
  return spawnStack(options, { onLog: (m) => (/error|failed/i.test(m) ? console.error(`  [stack] ${m}`) : undefined) });
}

type SignInStorm = {
  note: string;
  data_api_alone: LoadStats;
  /** Limits lifted (as if the callers came from many addresses): every attempt is hashed. */
  every_attempt_hashed: StormStats;
  /** supabase/config.toml's limits: one address gets sign_in_sign_ups attempts, then 429. */
  config_limits?: StormStats;
};

type Workload = {
  select: SelectStats;
  sign_in: LoadStats;
  realtime: RealtimeStats;
  realtime_fanout: { note: string; same_claims: RealtimeStats; distinct_claims: RealtimeStats };
  sign_in_storm: SignInStorm;
};

function logStorm(name: string, s: StormStats) {
  console.log(
    `  ${name}: Data API p50 ${s.data_api.p50_ms} ms  p95 ${s.data_api.p95_ms} ms  p99 ${s.data_api.p99_ms} ms` +
      `  errors ${s.data_api.errors}; sign-ins ${JSON.stringify(s.storm.answers)}`,
  );
}

async function workload(ready: Ready, user: BenchUser): Promise<Workload> {
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
    const sameClients = await Promise.all(
      Array.from({ length: FANOUT_SUBSCRIBERS }, async () => {
        const c = createClient(ready.url, ready.publishableKey, clientOptions);
        await c.realtime.setAuth((await user.client.auth.getSession()).data.session!.access_token);
        return c;
      }),
    );
    const same = await realtimeLatency(sameClients, pool, { owner: user.id, shared: true, count: FANOUT_INSERTS });
    console.log(`  same claims      p50 ${same.p50_ms} ms  p95 ${same.p95_ms} ms  missed ${same.missed}`);
    const distinct = await realtimeLatency(await tokenClients(ready, FANOUT_SUBSCRIBERS), pool, {
      owner: user.id,
      shared: true,
      count: FANOUT_INSERTS,
    });
    console.log(`  distinct claims  p50 ${distinct.p50_ms} ms  p95 ${distinct.p95_ms} ms  missed ${distinct.missed}`);
    const realtimeFanout = {
      note: 'informative: one RLS check per table and distinct claims per batch, shared by subscribers with equal claims',
      same_claims: same,
      distinct_claims: distinct,
    };

    console.log(
      `Data API reads (${STORM_READERS} callers) alone, then during a storm of ${STORM_CALLERS} bogus sign-ins, ${STORM_MS / 1000} s`,
    );
    const alone = await dataApiAlone(user.client, STORM_READERS, STORM_MS / 2);
    console.log(`  alone: Data API p50 ${alone.p50_ms} ms  p95 ${alone.p95_ms} ms`);
    const hashed = await signInStorm({ url: ready.url, apikey: ready.publishableKey }, user.email, user.client, {
      stormers: STORM_CALLERS,
      readers: STORM_READERS,
      ms: STORM_MS,
    });
    logStorm('every attempt hashed', hashed);
    const storm: SignInStorm = {
      note: `${STORM_CALLERS} callers post wrong passwords back to back from one address while ${STORM_READERS} others read one row each through supabase-js`,
      data_api_alone: alone,
      every_attempt_hashed: hashed,
    };
    return { select, sign_in: signIn, realtime, realtime_fanout: realtimeFanout, sign_in_storm: storm };
  } finally {
    await user.client.removeAllChannels().catch(() => {});
    await pool.end();
  }
}

/** The storm again on a stack with supabase/config.toml's rate limits (same data folder). */
async function stormWithConfigLimits(config: Record<string, unknown>, user: BenchUser): Promise<StormStats> {
  const limited = await startChild({ config });
  try {
    console.log(`the sign-in storm with config.toml's limits`);
    const stats = await signInStorm({ url: limited.url, apikey: limited.publishableKey }, user.email, user.client, {
      stormers: STORM_CALLERS,
      readers: STORM_READERS,
      ms: STORM_MS,
    });
    logStorm('config.toml limits', stats);
    return stats;
  } finally {
    await limited.stop();
  }
}

function target(value: number | null | undefined, op: '>=' | '<', limit: number, unit: string) {
  const pass = typeof value === 'number' && (op === '>=' ? value >= limit : value < limit);
  return { target: `${op} ${limit}${unit}`, value: value ?? null, pass };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-bench-'));
  fs.chmodSync(dataDir, 0o755); // the postgres user must reach the cluster folder inside
  await assertPortsFree({ 'stack api': API_PORT, 'stack database': DB_PORT });
  // The workload signs in far more often than config.toml's limits allow one address: relaxed.
  const config = { ...RELAXED_LIMITS, dataDir, apiPort: API_PORT, dbPort: DB_PORT };
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? null,
    platform: `${os.platform()} ${os.release()}`,
    settings: {
      concurrency: CONCURRENCY,
      load_seconds: LOAD_MS / 1000,
      rows: ROWS,
      sign_in_callers: SIGN_IN_CALLERS,
      realtime_inserts: REALTIME_INSERTS,
      fanout_subscribers: FANOUT_SUBSCRIBERS,
      fanout_inserts: FANOUT_INSERTS,
      storm_callers: STORM_CALLERS,
      storm_readers: STORM_READERS,
      storm_seconds: STORM_MS / 1000,
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
      fresh_start_ms: round(fresh.startMs),
      fresh_start_wall_ms: round(fresh.wallMs),
      migrations_applied: fresh.migrations,
      stop_ms: round(stopMs),
      restart_start_ms: round(again.startMs),
      restart_wall_ms: round(again.wallMs),
      restart_ms: round(stopMs + again.startMs),
    };
    results.startup = startup;
    console.log(`  fresh start ${startup.fresh_start_ms} ms, stop ${startup.stop_ms} ms, start again ${startup.restart_start_ms} ms`);
    let user: BenchUser | null = null;
    try {
      user = await createUser(again);
      work = await workload(again, user);
      Object.assign(results, work);
    } catch (e) {
      results.workload_error = String((e as Error)?.message ?? e);
      console.error(`workload failed: ${results.workload_error}`);
    } finally {
      await again.stop();
    }
    if (work && user) {
      const { authRateLimits: _a, realtimeLimits: _r, emailMaxFrequency: _e, ...plain } = config;
      work.sign_in_storm.config_limits = await stormWithConfigLimits(plain, user).catch((e) => {
        results.storm_error = String((e as Error)?.message ?? e);
        return undefined;
      });
      results.sign_in_storm = work.sign_in_storm;
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const startup = results.startup as Record<string, number> | undefined;
  const targets = {
    select_ratio: target(work?.select.ratio, '>=', 0.5, ''),
    realtime_p95: target(work?.realtime.received ? work.realtime.p95_ms : null, '<', 100, ' ms'),
    fresh_start: target(startup?.fresh_start_ms, '<', 15_000, ' ms'),
    data_api_p95_during_sign_in_storm: target(work?.sign_in_storm.every_attempt_hashed.data_api.p95_ms, '<', 250, ' ms'),
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
