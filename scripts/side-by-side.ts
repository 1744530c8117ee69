// Runs one command with its output streamed while others run one after another beside it, their
// output held and printed once the streamed one has ended, so the two never interleave. For
// `npm test` on 2 cores: the `db` Jest project waits on the local stack most of the time and leaves
// a core idle, which the CPU-bound steps use (scripts/run-jest.ts, scripts/run-checks.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** `env` is added to this process's environment for the step. */
export type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };

function run({ command, args, env }: Step, streamed: boolean): Promise<{ code: number; output: Buffer }> {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: Buffer.from(`${error.message}\n`) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(held) }));
  });
}

/** Runs `streamed` and, beside it, each of `beside` in turn (all of them, even after a failure); exits non-zero when any failed. */
export async function sideBySide(streamed: Step, beside: Step[]): Promise<never> {
  const started = Date.now();
  const besideResults = (async () => {
    const results: { step: Step; code: number; output: Buffer }[] = [];
    for (const step of beside) results.push({ step, ...(await run(step, false)) });
    return results;
  })();
  const [main, others] = await Promise.all([run(streamed, true), besideResults]);
  for (const { output } of others) process.stdout.write(output);
  const all = [{ step: streamed, code: main.code }, ...others];
  const summary = all.map(({ step, code }) => `${step.name} ${code === 0 ? 'passed' : 'FAILED'}`).join(', ');
  console.log(`${summary} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(all.every(({ code }) => code === 0) ? 0 : 1);
}
