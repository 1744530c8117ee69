// [db.seed] sql_paths globs, with the Supabase CLI's rules (Go's path.Match, files of a pattern
// in name order, each file once, unmatched patterns reported).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { glob, seedFiles, segmentRegExp } from './seeds';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeds-'));
  for (const f of [
    'seed.sql',
    'seeds/20_jobs.sql',
    'seeds/10_social.sql',
    'seeds/README.md',
    'seeds/9_early.sql',
    'seeds/sub/30_x.sql',
    'other/a.sql',
    'other/b.sql',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), '-- x');
  }
  fs.mkdirSync(path.join(dir, 'seeds', 'folder.sql'));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const rel = (files: string[]) => files.map((f) => path.relative(dir, f));

describe('seed file patterns', () => {
  it('run a plain path, then the files of a glob in name order (byte order, as Go sorts)', () => {
    const { files, unmatched } = seedFiles(['./seed.sql', './seeds/*.sql'], dir);
    expect(rel(files)).toEqual(['seed.sql', 'seeds/10_social.sql', 'seeds/20_jobs.sql', 'seeds/9_early.sql']);
    expect(unmatched).toEqual([]);
  });

  it('take each file once, at its first pattern, and skip folders', () => {
    const { files } = seedFiles(['./seeds/2*.sql', './seeds/*.sql', 'seed.sql', './seed.sql'], dir);
    expect(rel(files)).toEqual(['seeds/20_jobs.sql', 'seeds/10_social.sql', 'seeds/9_early.sql', 'seed.sql']);
  });

  it('report the patterns that match nothing, as the CLI warns', () => {
    expect(seedFiles(['./missing.sql', './seeds/*.psql'], dir)).toEqual({ files: [], unmatched: ['./missing.sql', './seeds/*.psql'] });
  });

  it('match wildcards in folders too, never across a slash', () => {
    expect(rel(glob(path.join(dir, '*', '*.sql')))).toEqual([
      'other/a.sql',
      'other/b.sql',
      'seeds/10_social.sql',
      'seeds/20_jobs.sql',
      'seeds/9_early.sql',
      'seeds/folder.sql',
    ]);
    expect(rel(seedFiles(['*.sql'], dir).files)).toEqual(['seed.sql']);
    expect(rel(seedFiles([path.join(dir, 'other', '[!a]*.sql').replace('!', '^')], dir).files)).toEqual(['other/b.sql']);
  });

  it('speak Go path.Match', () => {
    expect(segmentRegExp('a?c').test('abc')).toBe(true);
    expect(segmentRegExp('a?c').test('ac')).toBe(false);
    expect(segmentRegExp('[0-9]*.sql').test('10_x.sql')).toBe(true);
    expect(segmentRegExp('[^0-9]*').test('1x')).toBe(false);
    expect(segmentRegExp('\\*.sql').test('*.sql')).toBe(true);
    expect(segmentRegExp('\\*.sql').test('a.sql')).toBe(false);
    expect(segmentRegExp('a.b').test('axb')).toBe(false);
    for (const bad of ['[', '[]', '[a', '[-a]', 'a\\', '[z-a]']) expect(() => segmentRegExp(bad)).toThrow('syntax error in pattern');
  });
});
