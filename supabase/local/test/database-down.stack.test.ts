// The services while their database cannot be reached answer as the hosted ones do: the Data API
// PostgREST's 503 (PGRST000, Retry-After), Auth GoTrue's 500 unexpected_failure, Storage its 544
// DatabaseTimeout; never a crash or a hung request. Served by the three services on their own HTTP
// server whose pool points at a port nothing listens on (the schema cache read from the test
// database first, as a stack that lost its database after start-up has it).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { Sql } from 'postgres';
import WebSocket from 'ws';
import { handleAuth } from '../auth';
import { loadConfig } from '../config';
import { createSql } from '../db';
import { loadKeys } from '../keys';
import { handleRest } from '../rest';
import { loadSchemaCache } from '../schema-cache';
import { handleStorage } from '../storage';
import { stackEnv } from '../testing/clients';
import { servicePort } from '../testing/ports';
import type { Stack } from '../types';

let server: http.Server;
let deadSql: Sql;
let dataDir: string;
let url: string;
let key: string;

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-stack-test-'));
  const apiPort = servicePort();
  url = `http://127.0.0.1:${apiPort}`;
  const config = loadConfig({ dataDir, apiPort });
  const live = createSql(stackEnv.dbUrl, 1);
  const cache = await loadSchemaCache(live, config.schemas).finally(() => live.end({ timeout: 1 }));
  const dead = new URL(stackEnv.dbUrl);
  dead.port = String(await closedPort());
  deadSql = createSql(dead.toString(), 2);
  const keys = loadKeys(config);
  key = keys.publishableKey;
  const stack: Stack = {
    config,
    keys,
    sql: deadSql,
    url,
    dbUrl: dead.toString(),
    schema: () => cache,
    reloadSchema: async () => {},
    log: () => {},
  };
  server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', url);
    if (u.pathname.startsWith('/rest/v1/')) void handleRest(req, res, u, stack);
    else if (u.pathname.startsWith('/auth/v1/')) void handleAuth(req, res, u, stack);
    else void handleStorage(req, res, u, stack);
  });
  await new Promise<void>((resolve) => server.listen(apiPort, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await deadSql.end({ timeout: 1 });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const client = () =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as any },
  });

test('the Data API answers 503 PGRST000 with Retry-After, as PostgREST does', async () => {
  const res = await fetch(`${url}/rest/v1/rest_countries?select=id`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(10_000),
  });
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('0');
  const body = await res.json();
  expect(body).toEqual({
    code: 'PGRST000',
    message: 'Database connection error. Retrying the connection.',
    details: expect.stringContaining('ECONNREFUSED'),
    hint: null,
  });

  // supabase-js reads it as a PostgREST error (its retries of a 503 off, to see the first answer).
  const { error, status } = await client().from('rest_countries').select('id').retry(false).abortSignal(AbortSignal.timeout(10_000));
  expect(status).toBe(503);
  expect(error?.code).toBe('PGRST000');
});

test('Auth answers 500 unexpected_failure, as GoTrue does when its database is away', async () => {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'iara@example.test', password: 'Senha-forte-123' }),
    signal: AbortSignal.timeout(10_000),
  });
  expect(res.status).toBe(500);
  expect(await res.json()).toMatchObject({ code: 'unexpected_failure' });
  // auth-js: an AuthApiError with the status (it keeps no code for a 5xx).
  const { data, error } = await client().auth.signInWithPassword({ email: 'iara@example.test', password: 'Senha-forte-123' });
  expect(data.session).toBeNull();
  expect(error?.status).toBe(500);
});

test('Storage answers 544 DatabaseTimeout', async () => {
  const res = await fetch(`${url}/storage/v1/bucket`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(10_000),
  });
  expect(res.status).toBe(544);
  expect(await res.json()).toEqual({
    statusCode: '544',
    code: 'DatabaseTimeout',
    error: 'DatabaseTimeout',
    message: 'The connection to the database timed out',
  });
});
