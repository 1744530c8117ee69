// `npm run test:jest`: both Jest projects at once, each in one process and one suite at a time.
// `db` (jest.config.js: one local stack, suites that mostly wait on it) streams its output; `unit`
// (pure modules, all CPU) runs meanwhile on the other core, and its report is printed after, so the
// two never interleave. Arguments go to both (e.g. a path pattern). Exits non-zero when either
// project failed.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');
const jest = path.join(root, 'node_modules', '.bin', 'jest');
const extra = process.argv.slice(2);

function project(name: string, streamed: boolean): Promise<{ code: number; output: Buffer }> {
  const child = spawn(jest, ['--selectProjects', name, '--runInBand', ...extra], {
    cwd: root,
    stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(held) }));
  });
}

async function main() {
  const started = Date.now();
  const [{ code: db }, { code: unit, output }] = await Promise.all([project('db', true), project('unit', false)]);
  process.stdout.write(output);
  console.log(
    `jest: db ${db === 0 ? 'passed' : 'FAILED'}, unit ${unit === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exit(db === 0 && unit === 0 ? 0 : 1);
}

void main();
