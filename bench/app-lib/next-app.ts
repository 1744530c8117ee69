// Builds the app and runs `next start` for the benchmark, pointed at a given Supabase URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.join(__dirname, '..', '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

export type AppEnv = { supabaseUrl: string; publishableKey: string; secretKey: string };

const envOf = (app: AppEnv): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_SUPABASE_URL: app.supabaseUrl,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: app.publishableKey,
  SUPABASE_SERVICE_ROLE_KEY: app.secretKey,
});

/**
 * `next build`: NEXT_PUBLIC_* values are inlined, so the build is tied to `app.supabaseUrl`.
 * Asynchronous: the counting proxy in this process must keep serving the prerender's reads.
 */
export async function buildApp(app: AppEnv): Promise<void> {
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, env: envOf(app), stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
}

export type RunningApp = { url: string; pid: number; stop: () => Promise<void> };

/**
 * `nodeOptions`: NODE_OPTIONS for the server (e.g. `--expose-gc` in a diagnostic run); `extraEnv`:
 * added to the app's environment (SHARED_CACHE_TAGS=1 for several instances, say).
 */
export async function startApp(
  app: AppEnv,
  port: number,
  { nodeOptions, extraEnv = {} }: { nodeOptions?: string; extraEnv?: Record<string, string> } = {},
): Promise<RunningApp> {
  const env = { ...envOf(app), ...extraEnv };
  if (nodeOptions) env.NODE_OPTIONS = [env.NODE_OPTIONS, nodeOptions].filter(Boolean).join(' ');
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exit.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
    if (!killed) {
      child.kill('SIGKILL');
      await exit;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`next start exited before answering on ${url}`);
    const ok = await fetch(`${url}/login`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, pid: child.pid!, stop };
    await sleep(300);
  }
  await stop();
  throw new Error(`next start did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}
