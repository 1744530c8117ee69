// The fuzz tables stay complete: every module of lib/actions and every function it exports has a
// row, so a new server action fails here until it is fuzzed too.
import fs from 'node:fs';
import path from 'node:path';
import { ALL_TARGETS } from './tables';

jest.mock('next/headers', () => jest.requireActual('./support/next-mocks').headersModule);
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), ...jest.requireActual('./support/next-mocks').cacheOverrides }));

const ROOT = path.resolve(__dirname, '../../..');

function actionModules(dir = path.join(ROOT, 'lib/actions')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return actionModules(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path.relative(ROOT, full)] : [];
  });
}

test('every server action module and every action it exports is in a fuzz table', () => {
  const covered = new Map(ALL_TARGETS.map(({ module, targets }) => [module, targets.map((t) => t.name).sort()]));
  const modules = actionModules().sort();
  expect(modules.length).toBeGreaterThan(40);
  const missing: string[] = [];
  const stale: string[] = [];
  for (const file of modules) {
    const exported: Record<string, unknown> = jest.requireActual(path.join(ROOT, file));
    const actions = Object.keys(exported).filter((name) => typeof exported[name] === 'function');
    for (const name of actions) if (!covered.get(file)?.includes(name)) missing.push(`${file}: ${name}`);
    for (const name of covered.get(file) ?? []) if (!actions.includes(name)) stale.push(`${file}: ${name}`);
  }
  expect(missing).toEqual([]);
  expect(stale).toEqual([]);
  // And no row names a module or an export that is gone.
  expect([...covered.keys()].filter((file) => !modules.includes(file))).toEqual([]);
});
