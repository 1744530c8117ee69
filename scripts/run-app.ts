// `npm start` / `npm run dev`: runs the app on the embedded default. When no hosted Supabase
// project is configured (NEXT_PUBLIC_SUPABASE_URL unset, or pointing at the local stack), it
// starts the local stack first, then `next start` (building when there is no build yet) or
// `next dev`, and stops the stack when Next exits.
import { spawn } from 'node:child_process';
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

/** `next build`, spawned rather than run synchronously: the stack lives in this process and must
 * answer the reads of the documents the build stores. */
function nextBuild(env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) =>
    spawn(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env, cwd: projectRoot }).on('exit', (code) => resolve(code ?? 1)),
  );
}

async function main() {
  const configured = process.env.NEXT_PUBLIC_SUPABASE_URL ?? envLocalUrl();
  let stack: RunningStack | null = null;
  // Next's telemetry would try to reach the internet; machines here (and many users) have none.
  const env: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };
  const local = !configured || isLocalUrl(configured);
  if (mode === 'build') {
    // The documents the build stores read the current terms of use and the site images: the local
    // stack answers them during the build, as a hosted project does (without it /termos would be
    // stored in its failed state until a visit renews it). A stack already running on these ports
    // (`npm run dev` elsewhere) answers instead; the keys are derived, the same either way.
    if (local) {
      Object.assign(env, localEnv(`http://127.0.0.1:${loadConfig().apiPort}`, keys()));
      stack = await startStack({ reset: process.env.SUPABASE_LOCAL_RESET === '1', log: () => {} }).catch((e: Error) => {
        console.log(`Building without starting the local stack: ${e.message.split('\n')[0]}`);
        return null;
      });
    }
    const status = await nextBuild(env);
    await stack?.stop();
    process.exit(status);
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
    const status = await nextBuild(env);
    if (status !== 0) {
      await stack?.stop();
      process.exit(status);
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
