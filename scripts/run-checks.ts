// The first half of `npm test`: the `db` Jest project (streamed; it waits on the local stack most of
// the time) and, beside it on the other core, the format, lint and type checks and the `unit` Jest
// project, their reports printed after (scripts/side-by-side.ts). The commands are package.json's.
// With --e2e-build the browser tests' production build (scripts/e2e-build.ts) runs last beside
// them, after the type check (it rewrites .next/types, which the type check reads), so
// `npm test` runs the browser tests on it without building again (scripts/run-e2e.ts --prebuilt).
import { e2eBuild } from './e2e-build';
import { sideBySide } from './side-by-side';

const npmRun = (script: string) => ({ name: script, command: 'npm', args: ['run', script] });
const withBuild = process.argv.includes('--e2e-build');

void sideBySide(npmRun('test:db'), [
  npmRun('format:check'),
  npmRun('lint'),
  npmRun('typecheck'),
  npmRun('test:unit'),
  ...(withBuild ? [e2eBuild] : []),
]);
