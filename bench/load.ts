// npm run bench:load: 32 simulated users for 5 minutes (LOAD_SECONDS) against `next start` on the
// local stack (a fresh data folder with migrations + seed). Each user signs in, opens the pages
// its role's menu offers, reads lists through the Data API as the browser does and writes (posts,
// comments, chat messages, profile edits). Records throughput and p50/p95 per step, errors, the
// memory of the app and of the stack (node process, PostgreSQL) after warm-up, at the end and
// after a short idle, and the machine's load average. Then (unless LOAD_FAULTS=0) the fault phase
// under the same load: the stack stopped for 10 s and started again on the same data folder, and
// PostgreSQL's postmaster killed (SIGKILL) for the stack to bring back; pages probed while down
// and the time to recover measured. Every acknowledged write is checked at the end.
// Writes bench/results/load.json. Starts and stops everything it uses; loopback only; bounded.
// LOAD_SKIP_BUILD=1 reuses an existing build made for the same Supabase port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clusterDir, RELAXED_LIMITS } from '@conecta/supabase-local';
import { assertPortsFree } from './app-lib/ports';
import { startChild, type StackChild } from './stack-lib/child';
import {
  API_PORT,
  APP_PORT,
  DB_PORT,
  IDLE_SECONDS,
  LOAD_SECONDS,
  MEMORY_GROWTH_LIMIT,
  USERS,
  WARMUP_MAX_SECONDS,
  WARMUP_SECONDS,
  WARMUP_STEP_SECONDS,
} from './load-lib/config';
import { warmUntilSteady } from './load-lib/warmup';
import { startCrowd } from './load-lib/crowd';
import type { Ledger } from './load-lib/journey';
import { appMemory, loadAverage, stackMemory, type Memory } from './load-lib/processes';
import { checkWrites } from './load-lib/durability';
import { runFaultPhase } from './load-lib/fault-phase';
import { heapAfterGc, retainedAllocations, session, startSampling, type HeapReading, type InspectorSession } from './load-lib/inspector';
import { Recorder } from './load-lib/recorder';
import { startTargets, type Targets } from './load-lib/targets';

const OUT = path.join(__dirname, 'results', 'load.json');
/**
 * The server listens for the inspector here (loopback): the memory level is read after a full GC,
 * so start and end compare what the server keeps, not where V8 happens to be between collections.
 */
const INSPECT_PORT = Number(process.env.LOAD_INSPECT_PORT) || APP_PORT + 9;
/** LOAD_SAMPLE_HEAP=1: V8's sampling heap profiler during the load, the allocations still alive at the end. */
const SAMPLE_HEAP = process.env.LOAD_SAMPLE_HEAP === '1';
const BEFORE_FIX = path.join(__dirname, 'results', 'load-memory-before.json');
const round1 = (n: number) => Math.round(n * 10) / 10;

type TimelinePoint = {
  at_s: number;
  app_rss_mb: number;
  stack_node_rss_mb: number;
  postgres_processes: number;
  postgres_rss_anon_mb: number;
};

const timelinePoint = (at: number, m: { app: Memory; stack: { node: Memory; postgres: Memory } }): TimelinePoint => ({
  at_s: at,
  app_rss_mb: m.app.rss_mb,
  stack_node_rss_mb: m.stack.node.rss_mb,
  postgres_processes: m.stack.postgres.processes,
  postgres_rss_anon_mb: m.stack.postgres.rss_anon_mb,
});

/** PostgreSQL's private memory from the middle of the load to its end: near 0 once its caches are warm. */
function secondHalfGrowth(timeline: TimelinePoint[]): number | null {
  if (timeline.length < 2) return null;
  const middle = timeline[Math.floor((timeline.length - 1) / 2)];
  const last = timeline[timeline.length - 1];
  return Number((last.postgres_rss_anon_mb / middle.postgres_rss_anon_mb - 1).toFixed(3));
}

export type StackHandle = { current: StackChild | null; dataDir: string; clusterDir: string };

export const stackOptions = (dataDir: string, reset: boolean) => ({
  config: { dataDir, apiPort: API_PORT, dbPort: DB_PORT, ...RELAXED_LIMITS },
  reset,
});

async function main() {
  const loadAtStart = loadAverage();
  await assertPortsFree({ app: APP_PORT, 'app inspector': INSPECT_PORT, 'supabase api': API_PORT, database: DB_PORT });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  fs.chmodSync(dataDir, 0o755);
  const stack: StackHandle = { current: null, dataDir, clusterDir: clusterDir(dataDir) };
  let targets: Targets | null = null;
  try {
    console.log('local stack (fresh data folder, migrations + seed)');
    stack.current = await startChild(stackOptions(dataDir, true));
    const backend = { url: stack.current.ready.url, key: stack.current.ready.publishableKey };
    const env = { supabaseUrl: backend.url, publishableKey: backend.key, secretKey: stack.current.ready.secretKey };
    const build = process.env.LOAD_SKIP_BUILD !== '1';
    console.log(build ? 'next build' : 'reusing the existing build');
    const nodeOptions = [process.env.LOAD_NODE_OPTIONS, `--inspect=127.0.0.1:${INSPECT_PORT}`].filter(Boolean).join(' ');
    targets = await startTargets({ env, ports: [APP_PORT], build, nodeOptions: nodeOptions || undefined });
    const heap: Record<string, HeapReading> = {};
    let retained: { mb: number; stack: string }[] = [];
    let sampling: InspectorSession | null = null;
    const readHeap = async (label: string) => {
      heap[label] = await heapAfterGc(INSPECT_PORT);
      console.log(`  heap after GC (${label}): ${JSON.stringify(heap[label])}`);
    };
    const appPid = targets.apps[0].pid;
    const memory = () => ({ app: appMemory(appPid), stack: stackMemory(stack.current!.pid, stack.clusterDir) });
    const memoryAtBoot = memory();

    const ledger: Ledger = { posts: [], messages: [], comments: [], profileEdits: 0 };
    console.log(
      `warm-up: ${USERS} users for ${WARMUP_SECONDS} s, then until the heap after GC is steady (${WARMUP_MAX_SECONDS} s at most)`,
    );
    const crowd = startCrowd({ users: USERS, urls: targets.urls, backend, ledger, recorder: new Recorder() });
    let warmup: Awaited<ReturnType<typeof warmUntilSteady>> | null = null;
    let measured: Recorder;
    let memoryStart: ReturnType<typeof memory>;
    /** The memory every 30 s of the measured load: whether a growth levels off or keeps going. */
    const timeline: TimelinePoint[] = [];
    let memoryEnd: ReturnType<typeof memory>;
    const loadAtMeasureStart = loadAverage();
    try {
      warmup = await warmUntilSteady({
        minSeconds: WARMUP_SECONDS,
        stepSeconds: WARMUP_STEP_SECONDS,
        maxSeconds: WARMUP_MAX_SECONDS,
        read: () => heapAfterGc(INSPECT_PORT),
        sleep,
      });
      memoryStart = memory();
      heap.after_warmup = warmup.readings[warmup.readings.length - 1];
      console.log(
        `  warm after ${warmup.seconds} s (${warmup.steady ? 'heap steady' : 'heap still rising'}): ${JSON.stringify(heap.after_warmup)}`,
      );
      if (SAMPLE_HEAP) {
        sampling = await session(INSPECT_PORT);
        await startSampling(sampling);
      }
      measured = new Recorder();
      crowd.setRecorder(measured);
      console.log(`load: ${USERS} users for ${LOAD_SECONDS} s; app RSS after warm-up ${memoryStart.app.rss_mb} MB`);
      const end = Date.now() + LOAD_SECONDS * 1000;
      while (Date.now() < end) {
        await sleep(Math.min(30_000, end - Date.now()));
        const m = memory();
        const at = Math.round((LOAD_SECONDS * 1000 - (end - Date.now())) / 1000);
        timeline.push(timelinePoint(at, m));
        console.log(
          `  ${at} s: ${measured.summary().requests} requests, ${measured.errors} errors, app RSS ${m.app.rss_mb} MB, postgres PSS ${m.stack.postgres.pss_mb} MB, private ${m.stack.postgres.rss_anon_mb} MB`,
        );
      }
      measured.stop();
      memoryEnd = memory();
      await readHeap('end_of_load');
      // LOAD_NODE_OPTIONS='--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=…': a heap snapshot now.
      if (process.env.LOAD_NODE_OPTIONS?.includes('--heapsnapshot-signal=SIGUSR2')) {
        process.kill(appPid, 'SIGUSR2');
        await sleep(20_000);
      }
      if (sampling) {
        retained = await retainedAllocations(sampling);
        sampling.close();
      }
    } finally {
      await crowd.stop();
    }
    const loadAtEnd = loadAverage();
    console.log(`idle ${IDLE_SECONDS} s`);
    await sleep(IDLE_SECONDS * 1000);
    const memoryIdle = memory();
    await readHeap('idle_after');

    let faultPhase: Awaited<ReturnType<typeof runFaultPhase>> | null = null;
    if (process.env.LOAD_FAULTS !== '0') {
      console.log('faults under load');
      faultPhase = await runFaultPhase({
        urls: targets.urls,
        backend: { ...backend, secretKey: env.secretKey },
        ledger,
        stopStack: async () => {
          const running = stack.current;
          stack.current = null;
          await running?.stop();
        },
        startStack: async () => {
          stack.current = await startChild(stackOptions(dataDir, false));
        },
        clusterDir: stack.clusterDir,
        dbUrl: () => stack.current?.ready.dbUrl ?? '',
      });
    }
    const durability = faultPhase?.durability ?? (await checkWrites(ledger, { ...backend, secretKey: env.secretKey }));

    const summary = measured.summary();
    const change = (a: number | null, b: number | null) => (a && b !== null ? Number((b / a - 1).toFixed(3)) : null);
    const growth = (a: Memory, b: Memory) => change(a.rss_mb, b.rss_mb) ?? 0;
    // PostgreSQL's RSS counts, in every backend, the shared buffers it has touched (RssShmem): a
    // cache warming up to shared_buffers, bounded. Its private memory (RssAnon) is what would leak.
    const postgresPrivateGrowth = change(memoryStart.stack.postgres.rss_anon_mb, memoryEnd.stack.postgres.rss_anon_mb) ?? 0;
    const heapGrowth =
      heap.after_warmup && heap.end_of_load ? Number((heap.end_of_load.rss_mb / heap.after_warmup.rss_mb - 1).toFixed(3)) : null;
    const results = {
      generated_at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        load_average: { at_start: loadAtStart, measured_start: loadAtMeasureStart, measured_end: loadAtEnd },
      },
      setup: {
        users: USERS,
        load_seconds: LOAD_SECONDS,
        warmup_seconds: warmup?.seconds ?? null,
        warmup_rule: `at least ${WARMUP_SECONDS} s, then until two heap readings ${WARMUP_STEP_SECONDS} s apart agree, at most ${WARMUP_MAX_SECONDS} s`,
        warmup_heap_readings: warmup?.readings ?? [],
        warmup_steady: warmup?.steady ?? null,
        app_instances: targets.urls.length,
        node_options: nodeOptions || null,
      },
      pass: {
        no_errors: summary.errors === 0,
        app_memory_within_20_percent: heapGrowth !== null && heapGrowth <= MEMORY_GROWTH_LIMIT,
        stack_memory_within_20_percent:
          growth(memoryStart.stack.node, memoryEnd.stack.node) <= MEMORY_GROWTH_LIMIT && postgresPrivateGrowth <= MEMORY_GROWTH_LIMIT,
        acknowledged_writes_kept: Object.values(durability).every((d) => d.missing.length === 0),
        ...(faultPhase ? faultPhase.pass : {}),
      },
      load: { ...summary, first_errors: measured.firstErrors, journeys_completed: crowd.journeys() },
      memory: {
        note: 'MB. Read from /proc: the app is `next start` (one process), the stack its node process and PostgreSQL (postmaster and backends). RSS = rss_anon (private heap) + rss_file (mapped files) + rss_shmem (shared memory: for PostgreSQL the shared buffers each backend has touched, counted once per backend); PSS splits shared pages between the processes mapping them; private = Private_Clean + Private_Dirty. The stack check judges the node process by RSS and PostgreSQL by rss_anon (its shared buffers are a bounded cache). app_after_full_gc: the server read through the inspector after two full GCs; the 20 % check compares its RSS after warm-up and at the end of the load (raw RSS swings with where V8 is between collections, so growth_app_rss is shown but not judged).',
        at_boot: memoryAtBoot,
        after_warmup: memoryStart,
        end_of_load: memoryEnd,
        idle_after: memoryIdle,
        growth_app_rss: growth(memoryStart.app, memoryEnd.app),
        growth_stack_node_rss: growth(memoryStart.stack.node, memoryEnd.stack.node),
        growth_postgres_rss: growth(memoryStart.stack.postgres, memoryEnd.stack.postgres),
        growth_postgres: {
          rss_anon: postgresPrivateGrowth,
          rss_file: change(memoryStart.stack.postgres.rss_file_mb, memoryEnd.stack.postgres.rss_file_mb),
          rss_shmem: change(memoryStart.stack.postgres.rss_shmem_mb, memoryEnd.stack.postgres.rss_shmem_mb),
          pss: change(memoryStart.stack.postgres.pss_mb, memoryEnd.stack.postgres.pss_mb),
          private: change(memoryStart.stack.postgres.private_mb, memoryEnd.stack.postgres.private_mb),
          per_backend_rss_anon_mb: {
            after_warmup: round1(memoryStart.stack.postgres.rss_anon_mb / memoryStart.stack.postgres.processes),
            end_of_load: round1(memoryEnd.stack.postgres.rss_anon_mb / memoryEnd.stack.postgres.processes),
          },
        },
        timeline,
        growth_postgres_rss_anon_second_half: secondHalfGrowth(timeline),
        app_after_full_gc: heap,
        growth_app_rss_after_full_gc: heapGrowth,
        ...(SAMPLE_HEAP ? { app_retained_allocations_during_load: retained } : {}),
        before_fix: fs.existsSync(BEFORE_FIX) ? JSON.parse(fs.readFileSync(BEFORE_FIX, 'utf8')) : null,
      },
      faults: faultPhase && { faults: faultPhase.faults, windows: faultPhase.windows },
      durability,
      writes_acknowledged: {
        posts: ledger.posts.length,
        messages: ledger.messages.length,
        comments: ledger.comments.length,
        profile_edits: ledger.profileEdits,
      },
    };
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      JSON.stringify({ pass: results.pass, load: { rps: summary.rps, errors: summary.errors }, memory: results.memory }, null, 2),
    );
    console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
  } finally {
    if (targets) await targets.stop();
    if (stack.current) await stack.current.stop().catch((e) => console.error(`stack stop: ${e?.message ?? e}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(1);
});
