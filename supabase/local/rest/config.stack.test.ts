// Behaviour that depends on the stack's configuration, on a stack of its own: the max_rows cap
// and extra exposed schemas selected with Accept-Profile / Content-Profile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { spawnStack, type ChildStack } from '../testing/child-stack';
import { fixtureFiles } from '../testing/fixtures';
import { extraStackPorts } from '../testing/ports';

let stack: ChildStack;
let db: SupabaseClient<any, any, any>;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-stack-test-rest-'));
  fs.chmodSync(dataDir, 0o755);
  stack = await spawnStack({
    config: { dataDir, ...extraStackPorts(), maxRows: 2, schemas: ['public', 'rest_api'] },
    reset: true,
    extraSql: fixtureFiles(),
  });
  db = createClient(stack.url, stack.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as any },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('max_rows caps every read, counts still see everything', async () => {
  const { data, count, status } = await db.from('rest_books').select('id', { count: 'exact' }).order('id');
  expect(data).toEqual([{ id: 1 }, { id: 2 }]);
  expect(count).toBe(5);
  expect(status).toBe(206);
  const limited = await db.from('rest_books').select('id').order('id').limit(100).range(3, 100);
  expect(limited.data).toEqual([{ id: 4 }, { id: 5 }]);
});

test('an exposed non-default schema is reached with .schema()', async () => {
  const api = db.schema('rest_api');
  expect((await api.from('rest_widgets').select('name').eq('id', 3)).data).toEqual([{ name: 'nut' }]);
  const ins = await api.from('rest_widgets').insert({ id: 4, name: 'washer' }).select('name').single();
  expect(ins.data).toEqual({ name: 'washer' });
  const missing = await db.from('rest_widgets').select('id');
  expect(missing.error?.message).toBe("Could not find the table 'public.rest_widgets' in the schema cache");
  const hidden = await db.schema('graphql_public').from('rest_widgets').select('id');
  expect(hidden.status).toBe(406);
  expect(hidden.error?.hint).toBe('Only the following schemas are exposed: public, rest_api');
});
