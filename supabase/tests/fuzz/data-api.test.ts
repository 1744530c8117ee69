// Fuzzing the Data API (docs/architecture/quality.md, "Fuzzing"): bad filters, unknown tables and
// columns, broken JSON, wrong content types, oversized bodies and RPCs with wrong arguments, as
// anon and as a signed-in creator. Every answer is a success or a PostgREST-shaped 4xx (never a
// 5xx, never a hang), and the database is unchanged.
import fs from 'node:fs';
import fc from 'fast-check';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { directSql, fixtureFiles, stackEnv } from '@conecta/supabase-local/testing';
import type { Database } from '@/lib/database.types';
import { serverRealtimeOptions } from '@/lib/supabase/realtime-transport';
import { CREATOR, signUpAs } from '../helpers';
import { changedTables, fingerprint, type Fingerprint } from './support/fingerprint';
import { foreignIds, type Foreign } from './support/foreign';
import { FUZZ_RUNS, FUZZ_SEED, hostileString, ODD_IDS } from './support/hostile';
import { installRecorders, serverFailures, unhandled } from './support/outcome';
import { replyProblem, rest } from './support/rest';
import { contentType, hostileBody, prefer, queryString } from './support/rest-arbitraries';
import { brief } from './support/run-targets';

const sql = directSql();
let foreign: Foreign;
let tables: string[];
let functions: { name: string; args: string[] }[];
let token: string;
let typed: SupabaseClient<Database>;
let before: Fingerprint;

beforeAll(async () => {
  installRecorders();
  foreign = await foreignIds(sql);
  // The product's relations and functions: the test stack's fixtures (supabase/local/testing/fixtures) are not ours.
  const fixtureSql = fixtureFiles().map((file) => fs.readFileSync(file, 'utf8'));
  const fixtures = new Set(
    fixtureSql.flatMap((text) =>
      [...text.matchAll(/create (?:or replace )?(?:table|view|function) (?:if not exists )?public\.(\w+)/gi)].map((m) => m[1]),
    ),
  );
  const rows = await sql<{ name: string }[]>`select table_name as name from information_schema.tables where table_schema = 'public'`;
  tables = rows.map((r) => r.name).filter((name) => !fixtures.has(name));
  expect(tables).toEqual(expect.arrayContaining(['public_profiles', 'posts', 'contracts']));
  expect(tables).not.toContain('rest_book_summaries');
  functions = (
    await sql<{ name: string; args: string[] }[]>`
      select p.proname as name, coalesce(p.proargnames, '{}') as args from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f' order by 1`
  ).filter((fn) => !fixtures.has(fn.name));
  const creator = await signUpAs(CREATOR, 'fuzz-rest');
  token = creator.session.access_token;
  typed = createClient<Database>(stackEnv.url, stackEnv.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: serverRealtimeOptions(),
  });
  before = await fingerprint(sql);
});
afterAll(() => sql.end());

/** Runs a property and fails with a short counterexample (bodies can be megabytes). */
async function check<T>(arbitrary: fc.Arbitrary<T>, predicate: (value: T) => Promise<string | null>, runs = FUZZ_RUNS * 3) {
  const run = await fc.check(
    fc.asyncProperty(arbitrary, async (value) => {
      const problem = await predicate(value);
      if (problem) throw new Error(problem);
    }),
    { numRuns: runs, seed: FUZZ_SEED, endOnFailure: true },
  );
  if (run.failed)
    throw new Error(`seed ${run.seed}: ${String(run.errorInstance)}\ninput: ${run.counterexample ? brief(run.counterexample[0]) : ''}`);
}

const who = fc.boolean().map((signedIn) => (signedIn ? () => token : () => undefined));
const tableName = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) }, // one of the real tables, picked in the predicate
  { weight: 1, arbitrary: fc.constantFrom('nope', 'pg_user', 'auth.users', '../auth/v1/admin/users', 'profiles;drop', '%00', 'rpc') },
);
const pick = <T>(list: readonly T[], seed: number) => list[Math.abs(seed) % list.length];

test('reads with bad filters, unknown columns, broken or= and deep nesting answer data or a 4xx', async () => {
  await check(fc.tuple(tableName, fc.integer(), queryString, who), async ([name, seed, query, as]) => {
    const table = name ?? pick(tables, seed);
    return replyProblem(await rest(`${encodeURI(table)}?${query}`, { token: as() }));
  });
}, 300_000);

test('supabase-js filters with hostile values answer data or a 4xx', async () => {
  const values = fc.oneof(
    hostileString.filter((s) => s.length < 2000),
    fc.constantFrom(...ODD_IDS),
  );
  await check(fc.tuple(values, fc.integer({ min: 0, max: 7 })), async ([value, kind]) => {
    const posts = typed.from('posts').select('id, body');
    const query = [
      () => posts.eq('id', value),
      () => posts.in('id', [value, ...foreign.all]),
      () => posts.or(value),
      () => posts.filter(value, 'eq', value),
      () => posts.order(value),
      () => posts.textSearch('body', value),
      () => posts.ilike('body', value),
      () => typed.from('profiles').select(value),
    ][kind]();
    const { status, error } = await query;
    return status >= 500 ? `status ${status}: ${error?.message}` : null;
  });
}, 300_000);

test('writes with broken JSON, wrong content types and oversized bodies are refused with a 4xx', async () => {
  const write = fc.tuple(fc.constantFrom('POST', 'PATCH', 'DELETE'), tableName, fc.integer(), hostileBody, contentType, prefer);
  await check(
    write,
    async ([method, name, seed, body, type, preference]) => {
      const table = name ?? pick(tables, seed);
      const headers = { ...(type ? { 'content-type': type } : {}), ...(preference ? { prefer: preference } : {}) };
      // As anon anything goes; a signed-in person aims at someone else's row.
      const anon = await rest(`${encodeURI(table)}`, { method, body, headers });
      const signedIn = await rest(`${encodeURI(table)}?id=eq.${pick(foreign.all, seed)}`, {
        method: method === 'POST' ? 'PATCH' : method,
        body,
        headers,
        token,
      });
      return replyProblem(anon) ?? replyProblem(signedIn);
    },
    FUZZ_RUNS * 2,
  );
}, 600_000);

test('RPCs with wrong argument types, unknown arguments and unknown functions answer a 4xx', async () => {
  const args = fc.dictionary(
    fc.oneof(fc.constant('?'), fc.string({ maxLength: 8 })),
    fc.oneof(
      hostileString.filter((s) => s.length < 5000),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.object(),
    ),
    { maxKeys: 4 },
  );
  await check(fc.tuple(fc.integer(), fc.boolean(), args, who, fc.constantFrom('GET', 'POST')), async ([seed, unknown, raw, as, method]) => {
    const fn = unknown ? { name: 'nope_function', args: ['x'] } : pick(functions, seed);
    // The function's own argument names, with hostile values (never a real id of someone else).
    const body = Object.fromEntries(Object.entries(raw).map(([key, value], i) => [key === '?' ? (fn.args[i] ?? key) : key, value]));
    const reply =
      method === 'POST'
        ? await rest(`rpc/${fn.name}`, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, token: as() })
        : await rest(
            `rpc/${fn.name}?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`,
            { token: as() },
          );
    return replyProblem(reply);
  });
}, 300_000);

test('edge cases: NUL in text, lone surrogates, 12 MB bodies, 200-deep nesting, unknown table and function', async () => {
  const json = { 'content-type': 'application/json' };
  const nul = await rest('posts', { method: 'POST', body: JSON.stringify({ body: 'a\u0000b' }), headers: json, token });
  expect(nul.status).toBeGreaterThanOrEqual(400);
  expect(replyProblem(nul)).toBeNull();
  const surrogate = await rest(`posts?id=eq.${foreign.post}`, { method: 'PATCH', body: '{"body":"\\ud800"}', headers: json, token });
  expect(replyProblem(surrogate)).toBeNull();
  const huge = await rest('posts', { method: 'POST', body: JSON.stringify({ body: 'x'.repeat(12 * 1024 * 1024) }), headers: json, token });
  expect(huge.status).toBe(413);
  const deep = await rest(`posts?or=(${'or('.repeat(200)}id.eq.1${')'.repeat(200)})`, { token });
  expect(replyProblem(deep)).toBeNull();
  for (const method of ['POST', 'PATCH', 'DELETE']) {
    for (const as of [undefined, token]) {
      const view = await rest(`public_profiles?id=eq.${foreign.profile}`, { method, body: '{"full_name":"x"}', headers: json, token: as });
      expect({ method, signedIn: !!as, problem: replyProblem(view) }).toEqual({ method, signedIn: !!as, problem: null });
    }
  }
  expect((await rest('nope', { token })).status).toBe(404);
  expect((await rest('rpc/nope', { method: 'POST', body: '{}', headers: json, token })).status).toBe(404);
});

test('nothing changed, nothing crashed', async () => {
  expect(changedTables(before, await fingerprint(sql))).toEqual([]);
  expect(serverFailures).toEqual([]);
  expect(unhandled).toEqual([]);
});
