// Starts and stops the benchmark stack process (stack-server.ts) and reads its JSON lines.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export type Ready = {
  startMs: number; fresh: boolean; migrations: number; url: string; dbUrl: string; publishableKey: string; secretKey: string;
};

export type StackChild = { ready: Ready; wallMs: number; pid: number; stop: () => Promise<number> };

const SERVER = path.join(__dirname, 'stack-server.ts');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

function lines(child: ChildProcess, onLine: (msg: any) => void) {
  let buffered = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    buffered += chunk;
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      try {
        onLine(JSON.parse(line));
      } catch {
        // not ours (a dependency printing to stdout)
      }
    }
  });
}

export function startChild(options: Record<string, unknown>): Promise<StackChild> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, BENCH_STACK_OPTIONS: JSON.stringify(options) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let stopped: ((ms: number) => void) | null = null;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the stack did not start in time'));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack process exited (${code}) before it was ready`));
    });
    lines(child, (msg) => {
      if (msg.log) console.error(`  [stack] ${msg.log}`);
      if (msg.failed) console.error(`  [stack] ${msg.failed}`);
      if (msg.stopped) stopped?.(msg.stopped.stopMs);
      if (!msg.ready) return;
      clearTimeout(timer);
      const wallMs = performance.now() - t0;
      resolve({
        ready: msg.ready, wallMs, pid: child.pid!,
        stop: () => new Promise<number>((done, fail) => {
          const kill = setTimeout(() => {
            child.kill('SIGKILL');
            fail(new Error('the stack did not stop in time'));
          }, STOP_TIMEOUT_MS);
          let stopMs = NaN;
          stopped = (ms) => (stopMs = ms);
          child.removeAllListeners('exit');
          child.once('exit', () => {
            clearTimeout(kill);
            done(stopMs);
          });
          child.kill('SIGTERM');
        }),
      });
    });
  });
}
