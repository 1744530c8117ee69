// [db.seed] sql_paths as the Supabase CLI reads it: each entry is a glob pattern relative to the
// supabase/ folder (Go's path.Match syntax: `*` and `?` within one path segment, `[a-z]` and
// `[^a-z]` classes, `\` escapes; no `**`). The files of each pattern are taken in name order,
// patterns in the order given, each file once; a pattern that matches nothing is reported.
import fs from 'node:fs';
import path from 'node:path';

export type SeedFiles = { files: string[]; unmatched: string[] };

const META = /[*?[\\]/;

/** A RegExp for one segment of a Go path.Match pattern; throws on a malformed pattern, as Go does. */
export function segmentRegExp(pattern: string): RegExp {
  const bad = () => new Error(`syntax error in pattern: ${pattern}`);
  // One character, escaped by a backslash or not; `-` and `]` must be escaped inside a class.
  const char = (i: number, inClass: boolean): [string, number] => {
    if (i >= pattern.length || (inClass && (pattern[i] === '-' || pattern[i] === ']'))) throw bad();
    if (pattern[i] !== '\\') return [pattern[i], i + 1];
    if (i + 1 >= pattern.length) throw bad();
    return [pattern[i + 1], i + 2];
  };
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === '*') {
      out += '[^/]*';
      i++;
    } else if (c === '?') {
      out += '[^/]';
      i++;
    } else if (c === '[') {
      i++;
      let cls = '';
      if (pattern[i] === '^') {
        cls = '^';
        i++;
      }
      let ranges = 0;
      for (;;) {
        if (i >= pattern.length) throw bad();
        if (pattern[i] === ']' && ranges > 0) {
          i++;
          break;
        }
        let lo: string;
        let hi: string;
        [lo, i] = char(i, true);
        hi = lo;
        if (pattern[i] === '-') [hi, i] = char(i + 1, true);
        if (lo > hi) throw bad();
        cls += lo === hi ? escapeClass(lo) : `${escapeClass(lo)}-${escapeClass(hi)}`;
        ranges++;
      }
      out += `[${cls}]`;
    } else {
      const [literal, next] = char(i, false);
      out += escapeLiteral(literal);
      i = next;
    }
  }
  return new RegExp(`^${out}$`, 'u');
}

const escapeLiteral = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const escapeClass = (c: string) => c.replace(/[\]\\^-]/g, '\\$&');

function isDir(p: string) {
  return fs.statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** Every path matching an absolute pattern, as Go's fs.Glob finds them (sorted per folder). */
export function glob(pattern: string): string[] {
  if (!META.test(pattern)) return fs.existsSync(pattern) ? [pattern] : [];
  const dir = path.dirname(pattern);
  const re = segmentRegExp(path.basename(pattern));
  const dirs = META.test(dir) ? glob(dir) : [dir];
  const found: string[] = [];
  for (const d of dirs) {
    if (!isDir(d)) continue;
    for (const name of fs.readdirSync(d).sort()) if (re.test(name)) found.push(path.join(d, name));
  }
  return found;
}

/** The seed files of `patterns` (relative to `baseDir` unless absolute), in the order the CLI runs them. */
export function seedFiles(patterns: string[], baseDir: string): SeedFiles {
  const files: string[] = [];
  const seen = new Set<string>();
  const unmatched: string[] = [];
  for (const pattern of patterns) {
    const absolute = path.isAbsolute(pattern) ? pattern : path.join(baseDir, pattern);
    const matches = glob(absolute)
      .filter((f) => fs.statSync(f).isFile())
      .sort();
    if (matches.length === 0) unmatched.push(pattern);
    for (const f of matches) {
      if (seen.has(f)) continue;
      seen.add(f);
      files.push(f);
    }
  }
  return { files, unmatched };
}
