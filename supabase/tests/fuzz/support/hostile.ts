// Hostile input for the fuzz suite, as fast-check arbitraries: wrong types, missing and extra
// fields, huge strings, unicode edge cases, HTML/script, SQL-ish text, other people's ids and
// numbers no form would send. Only values a Server Action can receive (React serialises
// strings, numbers incl. NaN/Infinity/-0, bigint, booleans, null, undefined, dates, arrays, plain
// objects, Map, Set and FormData).
import crypto from 'node:crypto';
import fc from 'fast-check';

/** Runs per property; FUZZ_RUNS raises it for a longer hunt. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** FUZZ_SEED replays the run a failure message names. */
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const MEGABYTE = 1024 * 1024;

export const UNICODE_EDGES = [
  'a\u0000b', // NUL: PostgreSQL text cannot hold it
  '\ud800', // lone high surrogate
  'x\udfffy', // lone low surrogate
  '\u202eevil\u202c', // RTL override
  '👩‍👩‍👧‍👦', // zero-width joiners
  'e\u0301\u0301\u0301\u0301', // stacked combining marks
  '\ufeff\u200b\u200c\u200d', // BOM and zero-width characters
  '🏳️‍🌈🇧🇷💩',
  '\u0085\u2028\u2029\r\n\t',
  'ｓｅｌｅｃｔ', // fullwidth
] as const;

export const MARKUP = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '{{7*7}}${7*7}',
] as const;

export const SQLISH = ["' or 1=1 --", "'); drop table profiles; --", '%', '_', '\\', '*', 'null', '1)::text', 'a,b)'] as const;

export const ODD_IDS = [
  '',
  ' ',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'D0000000-0000-4000-8000-000000000001',
  ' d0000000-0000-4000-8000-000000000001 ',
  'd0000000-0000-4000-8000-00000000000',
  '../../etc/passwd',
  'eq.1',
  '1',
] as const;

const hugeString = fc.constantFrom('a'.repeat(MEGABYTE), '😀'.repeat(MEGABYTE / 4), 'ç'.repeat(MEGABYTE / 2));

export const hostileString = fc.oneof(
  fc.constantFrom(...UNICODE_EDGES, ...MARKUP, ...SQLISH, ...ODD_IDS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  hugeString,
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, -1, 0.5, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE),
  fc.integer(),
  fc.double(),
);

/** Ids of rows the acting person must not change, plus random ones. */
export const idOf = (foreign: readonly string[]) =>
  fc.oneof(fc.constantFrom(...foreign), fc.uuid(), fc.constant(crypto.randomUUID()), fc.constantFrom(...ODD_IDS));

function formData(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  return form;
}

/** Any hostile value, of any type. */
export function hostileValue(foreign: readonly string[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    hostileString,
    hostileNumber,
    idOf(foreign),
    fc.constantFrom(null, undefined, true, false, new Date(Number.NaN), new Date(8.64e15)),
    fc.bigInt(),
  );
  return fc.oneof(
    { weight: 4, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), leaf, { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.array(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))).map(formData) },
    { weight: 1, arbitrary: fc.tuple(leaf, leaf).map(([k, v]) => new Map([[k, v]])) },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 3 }).map((items) => new Set(items)) },
  );
}

/**
 * Hostile input for an action whose normal input looks like `template`: the template as it is,
 * one or more fields replaced by hostile values, fields removed, unknown fields added, or a
 * hostile value instead of the whole object.
 */
export function hostileInput(template: unknown, foreign: readonly string[]): fc.Arbitrary<unknown> {
  const value = hostileValue(foreign);
  if (typeof template !== 'object' || template === null) return fc.oneof(fc.constant(template), value);
  const keys = Object.keys(template);
  const replaced = fc
    .tuple(fc.subarray(keys, { minLength: 1 }), fc.array(value, { minLength: keys.length, maxLength: keys.length }))
    .map(([chosen, values]) => ({ ...template, ...Object.fromEntries(chosen.map((key, i) => [key, values[i]])) }));
  const removed = fc
    .subarray(keys, { minLength: 1 })
    .map((gone) => Object.fromEntries(Object.entries(template).filter(([key]) => !gone.includes(key))));
  const extra = fc
    .dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'owner_id', 'user_id', 'author_id', 'role', 'category'), value)
    .map((fields) => ({ ...template, ...fields }));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(template) },
    { weight: 6, arbitrary: replaced },
    { weight: 2, arbitrary: removed },
    { weight: 1, arbitrary: extra },
    { weight: 2, arbitrary: value },
  );
}
