// `npm run test:e2e`: every browser test on one production build, in three runs, each on a fresh
// local stack (playwright.config.ts). The screen audit (e2e/accessibility*.spec.ts: one visit per
// screen of every role, reads only) runs first on two workers in parallel; then the journeys on two
// workers, each with accounts of its own; then, alone and one at a time, the journeys tagged
// @exclusive (e2e/support/exclusive.ts), which change what every other test sees (permissions,
// terms, site images, taxonomies) or count exactly what the demo accounts receive.
// Arguments are passed to every run (e.g. `--retries=0`), except --prebuilt: the build is already
// there (`npm test` makes it beside the checks, scripts/run-checks.ts). Exits non-zero when any
// run failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { EXCLUSIVE_TAG } from '../e2e/support/exclusive';
import { e2eBuild } from './e2e-build';

const root = path.join(__dirname, '..');
const AUDIT_SPECS = ['e2e/accessibility.spec.ts', 'e2e/accessibility.mobile.spec.ts'];
const AUDIT_WORKERS = process.env.E2E_AUDIT_WORKERS ?? '2';
const JOURNEY_WORKERS = process.env.E2E_JOURNEY_WORKERS ?? '2';
const prebuilt = process.argv.includes('--prebuilt');
const extra = process.argv.slice(2).filter((arg) => arg !== '--prebuilt');

const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } }).status ?? 1;

if (!prebuilt && run(e2eBuild.command, e2eBuild.args, e2eBuild.env) !== 0) process.exit(1);

const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const audit = run(playwright, ['test', ...AUDIT_SPECS, `--workers=${AUDIT_WORKERS}`, '--fully-parallel', ...extra], {
  E2E_BUILT: '1',
  E2E_OUTPUT_DIR: 'test-results/audit',
});
const journeyEnv = { E2E_BUILT: '1', E2E_SKIP_AUDIT: '1' };
const journeys = run(playwright, ['test', '--grep-invert', EXCLUSIVE_TAG, `--workers=${JOURNEY_WORKERS}`, ...extra], {
  ...journeyEnv,
  E2E_OUTPUT_DIR: 'test-results/journeys',
});
const exclusive = run(playwright, ['test', '--grep', EXCLUSIVE_TAG, '--workers=1', ...extra], {
  ...journeyEnv,
  E2E_OUTPUT_DIR: 'test-results/exclusive',
});
process.exit(audit === 0 && journeys === 0 && exclusive === 0 ? 0 : 1);
