// The fixture schemas the stack tests run against (fixtures/*.sql, applied in name order after
// the project's migrations and seed by the Jest stack and by extra stacks that ask for them).
import fs from 'node:fs';
import path from 'node:path';

export const FIXTURES_DIR = path.join(__dirname, 'fixtures');

export function fixtureFiles(): string[] {
  return fs
    .readdirSync(FIXTURES_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(FIXTURES_DIR, f));
}
