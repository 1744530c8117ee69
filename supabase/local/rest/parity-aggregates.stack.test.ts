// Aggregates (issue 13), on a stack of its own: PostgREST allows them only when
// db-aggregates-enabled is on, which a hosted project sets on the authenticator role
// (`alter role authenticator set pgrst.db_aggregates_enabled = 'true'` and a reload). The
// shared Jest stack keeps the default (off), so this file turns it on in its own database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import WebSocket from 'ws';
import { spawnStack, type ChildStack } from '../testing/child-stack';
import { fixtureFiles } from '../testing/fixtures';
import { extraStackPorts } from '../testing/ports';

let stack: ChildStack;
let db: SupabaseClient<any, any, any>;
let dataDir: string;

/** A connection as another login role of the local cluster (same password as postgres). */
function connectAs(role: string) {
  const url = new URL(stack.dbUrl);
  url.username = role;
  return postgres(url.toString(), { max: 1, onnotice: () => {} });
}

/** Sets the role setting and asks the stack to reload its config, as on a hosted project. */
async function setAggregates(on: boolean) {
  // Locally the postgres role may not alter authenticator: the cluster's superuser does.
  const admin = connectAs('supabase_admin');
  try {
    await admin.unsafe(`alter role authenticator set pgrst.db_aggregates_enabled = '${on}'`);
    await admin.unsafe(`notify pgrst, 'reload config'`);
  } finally {
    await admin.end();
  }
  // The reload is asynchronous: wait until the API answers with the new setting.
  for (let i = 0; i < 50; i++) {
    const { error } = await db.from('par_posts').select('score.sum()');
    if (on ? !error : error?.code === 'PGRST123') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the stack did not reload its config');
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-stack-test-agg-'));
  fs.chmodSync(dataDir, 0o755);
  stack = await spawnStack({ config: { dataDir, ...extraStackPorts() }, reset: true, extraSql: fixtureFiles() });
  db = createClient(stack.url, stack.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as any },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('aggregates follow pgrst.db_aggregates_enabled on the authenticator role', async () => {
  const off = await db.from('par_posts').select('score.sum()');
  expect(off.status).toBe(400);
  expect(off.error).toEqual({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed', details: null, hint: null });

  await setAggregates(true);
  const totals = await db.from('par_posts').select('score.sum(), score.avg()::int, score.max(), score.min(), count()');
  expect(totals.error).toBeNull();
  expect(totals.status).toBe(200);
  expect(totals.data).toEqual([{ sum: 22, avg: 7, max: 10, min: 5, count: 3 }]);

  const grouped = await db.from('par_posts').select('author_id, total:score.sum(), n:count()').order('author_id');
  expect(grouped.data).toEqual([
    { author_id: 1, total: 15, n: 2 },
    { author_id: 2, total: 7, n: 1 },
  ]);

  const embedded = await db.from('par_people').select('name, par_posts!author_id(count(), score.sum())').order('id');
  expect(embedded.error).toBeNull();
  expect(embedded.data).toEqual([
    { name: 'Ana', par_posts: [{ count: 2, sum: 15 }] },
    { name: 'Bruno', par_posts: [{ count: 1, sum: 7 }] },
    // No GROUP BY: one row even over no rows (as PostgreSQL, hence PostgREST, answers).
    { name: 'Caio', par_posts: [{ count: 0, sum: null }] },
  ]);

  const bad = await db.from('par_posts').select('score.median()');
  expect(bad.status).toBe(400);
  expect(bad.error?.code).toBe('PGRST100');

  await setAggregates(false);
  const again = await db.from('par_posts').select('count()');
  expect(again.error?.code).toBe('PGRST123');
});
