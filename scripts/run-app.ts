// `npm start` / `npm run dev`: runs the app on the embedded default. When no hosted Supabase
// project is configured (NEXT_PUBLIC_SUPABASE_URL unset, or pointing at the local stack), it
// starts the local stack first, then `next start` (building when there is no build yet) or
// `next dev`, and stops the stack when Next exits.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  isAlert,
  keys,
  loadConfig,
  localEnv,
  projectRoot,
  startStack,
  writeEnvLocalIfAbsent,
  type RunningStack,
} from '@conecta/supabase-local';

const mode = (['dev', 'build'].includes(process.argv[2]) ? process.argv[2] : 'start') as 'dev' | 'build' | 'start';
const port = process.env.PORT ?? '3000';
const nextBin = path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next');

function envLocalUrl(): string | undefined {
  const file = path.join(projectRoot, '.env.local');
  if (!fs.existsSync(file)) return undefined;
  const m = /^NEXT_PUBLIC_SUPABASE_URL=(.*)$/m.exec(fs.readFileSync(file, 'utf8'));
  return m?.[1].trim();
}

// Any loopback address is the local stack (its port follows SUPABASE_LOCAL_API_PORT or config.toml).
const isLocalUrl = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost):\d+\/?$/.test(url);

async function main() {
  const configured = process.env.NEXT_PUBLIC_SUPABASE_URL ?? envLocalUrl();
  let stack: RunningStack | null = null;
  // Next's telemetry would try to reach the internet; machines here (and many users) have none.
  const env: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };
  const local = !configured || isLocalUrl(configured);
  if (mode === 'build') {
    // The local keys are derived, so a build needs no running stack.
    if (local) Object.assign(env, localEnv(`http://127.0.0.1:${loadConfig().apiPort}`, keys()));
    const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env, cwd: projectRoot });
    process.exit(build.status ?? 1);
  }
  if (local) {
    const t0 = Date.now();
    stack = await startStack({
      reset: process.env.SUPABASE_LOCAL_RESET === '1',
      log: (m) => {
        if (process.env.STACK_VERBOSE || isAlert(m)) console.log(m);
      },
      notice: console.log,
    });
    writeEnvLocalIfAbsent(stack.url, stack.keys);
    Object.assign(env, localEnv(stack.url, stack.keys));
    console.log(`Supabase local stack ready on ${stack.url} in ${Date.now() - t0} ms`);
    if (stack.mailbox) console.log(`Mailbox (e-mails the app sends): ${stack.mailbox.url}`);
  } else {
    console.log(`Using the Supabase project at ${configured}`);
  }
  if (mode === 'start' && !fs.existsSync(path.join(projectRoot, '.next', 'BUILD_ID'))) {
    console.log('No production build yet: running next build');
    const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env, cwd: projectRoot });
    if (build.status !== 0) {
      await stack?.stop();
      process.exit(build.status ?? 1);
    }
  }
  const child = spawn(process.execPath, [nextBin, mode, '-p', port], { stdio: 'inherit', env, cwd: projectRoot });
  const stop = async (code: number) => {
    await stack?.stop().catch(() => {});
    process.exit(code);
  };
  process.on('SIGINT', () => child.kill('SIGINT'));
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code) => void stop(code ?? 0));
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
