// The fuzz suite's oracles can fail: the fingerprint sees a write, and the outcome checks reject
// English, raw database text, stack traces and the wrapper's "unexpected" answer.
import { createPost } from '@/lib/actions/social/create-post';
import { UNEXPECTED_ACTION_MESSAGE } from '@/lib/forms/action-result';
import { directSql } from '@conecta/supabase-local/testing';
import { CREATOR } from '../helpers';
import { changedTables, fingerprint } from './support/fingerprint';
import { setCookies } from './support/next-mocks';
import { messageProblem, resultProblem } from './support/outcome';
import { newActor } from './support/session';

jest.mock('next/headers', () => jest.requireActual('./support/next-mocks').headersModule);
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), ...jest.requireActual('./support/next-mocks').cacheOverrides }));

const sql = directSql();
afterAll(() => sql.end());

test('a real action call through the cookie session writes, and the fingerprint sees it', async () => {
  const creator = await newActor(CREATOR, 'fuzz-oracle');
  setCookies(creator.cookies);
  const before = await fingerprint(sql);
  const result = await createPost({ body: 'Olá <script>alert(1)</script> \u202e👩‍👩‍👧‍👦' });
  expect(result).toMatchObject({ ok: true });
  const changed = changedTables(before, await fingerprint(sql));
  expect(changed).toContain('public.posts');
  expect(changedTables(before, await fingerprint(sql), changed)).toEqual([]);
  // Stored as sent: markup is escaped where it is shown, never rewritten on the way in.
  const [row] = await sql`select body from public.posts where author_id = ${creator.id}`;
  expect(row.body).toBe('Olá <script>alert(1)</script> \u202e👩‍👩‍👧‍👦');
});

test('the outcome checks reject what a person must never read', () => {
  expect(messageProblem('Verifique os campos destacados e tente novamente.')).toBeNull();
  expect(messageProblem('Invalid input: expected string, received number')).not.toBeNull();
  expect(messageProblem('new row violates row-level security policy for table "posts"')).not.toBeNull();
  expect(messageProblem('TypeError: Cannot read properties of undefined')).not.toBeNull();
  expect(messageProblem('    at handler (/app/lib/actions/x.ts:10:5)')).not.toBeNull();
  expect(messageProblem('Request body is too large')).not.toBeNull();
  expect(messageProblem('')).not.toBeNull();
  expect(resultProblem({ ok: false, error: UNEXPECTED_ACTION_MESSAGE })).not.toBeNull();
  expect(resultProblem({ ok: false, error: 'Publicação não encontrada.', fieldErrors: { body: ['Invalid input'] } })).not.toBeNull();
  expect(resultProblem(undefined)).not.toBeNull();
  expect(resultProblem({ ok: false, error: 'Publicação não encontrada.' })).toBeNull();
});
