// Starts the whole local stack: PostgreSQL, migrations, and one HTTP + WebSocket server with
// Auth, Data API, Realtime and Storage on 127.0.0.1:<apiPort>.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Sql } from 'postgres';
import { handleAuth } from './auth';
import { loadConfig, type StackConfig } from './config';
import { createSql } from './db';
import { applyCors, answerPreflight, sendJson } from './http';
import { loadKeys, type StackKeys } from './keys';
import { migrate, type MigrationReport } from './migrate';
import { clusterDir, startPostgres } from './postgres';
import { attachRealtime, handleRealtimeHttp, type Realtime } from './realtime';
import { handleRest } from './rest';
import { loadSchemaCache, type SchemaCache } from './schema-cache';
import { handleStorage } from './storage';

export type Stack = {
  config: StackConfig;
  keys: StackKeys;
  sql: Sql;
  url: string;
  dbUrl: string;
  schema: () => SchemaCache;
  reloadSchema: () => Promise<void>;
  log: (message: string) => void;
};

export type RunningStack = Stack & {
  migrations: MigrationReport;
  fresh: boolean;
  realtime: Realtime;
  stop: () => Promise<void>;
};

export type StartOptions = {
  config?: Partial<StackConfig>;
  /** Recreate the database from migrations + seed. */
  reset?: boolean;
  /** Extra SQL files applied after migrations (test fixtures). */
  extraSql?: string[];
  log?: (message: string) => void;
};

export async function startStack(opts: StartOptions = {}): Promise<RunningStack> {
  const config = loadConfig(opts.config);
  const log = opts.log ?? (() => {});
  if (opts.reset && !process.env.SUPABASE_DB_URL) {
    fs.rmSync(clusterDir(config.dataDir), { recursive: true, force: true });
    fs.rmSync(path.join(config.dataDir, 'storage'), { recursive: true, force: true });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const keys = loadKeys(config.dataDir);
  const pg = await startPostgres({ dataDir: config.dataDir, port: config.dbPort, log: (m) => log(m.trim()) });
  const sql = createSql(pg.url, 20, pg.socket);
  let migrations: MigrationReport;
  try {
    migrations = await migrate(sql, config, { seed: pg.fresh || !!opts.reset, extraSql: opts.extraSql });
  } catch (e) {
    await sql.end({ timeout: 1 });
    await pg.stop();
    throw e;
  }
  let cache = await loadSchemaCache(sql, config.schemas);
  const url = `http://127.0.0.1:${config.apiPort}`;
  const stack: Stack = {
    config, keys, sql, url, dbUrl: pg.url, log,
    schema: () => cache,
    reloadSchema: async () => {
      cache = await loadSchemaCache(sql, config.schemas);
    },
  };
  const unlisten = await sql.listen('pgrst', (payload) => {
    if (payload === 'reload schema' || payload === '') stack.reloadSchema().catch((e) => log(`schema reload failed: ${e.message}`));
  });

  const server = http.createServer((req, res) => {
    route(stack, req, res).catch((e) => {
      log(`unhandled error on ${req.method} ${req.url}: ${e?.stack ?? e}`);
      if (!res.headersSent) sendJson(res, 500, { code: 'unexpected_failure', message: 'Internal server error' });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  const realtime = await attachRealtime(server, stack);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.apiPort, '127.0.0.1', () => resolve());
  });

  return {
    ...stack,
    migrations,
    fresh: pg.fresh,
    realtime,
    stop: async () => {
      await realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await unlisten.unlisten().catch(() => {});
      await sql.end({ timeout: 2 });
      await pg.stop();
    },
  };
}

async function route(stack: Stack, req: http.IncomingMessage, res: http.ServerResponse) {
  applyCors(req, res);
  if (req.method === 'OPTIONS') return answerPreflight(req, res);
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const p = url.pathname;
  if (p.startsWith('/auth/v1/')) return handleAuth(req, res, url, stack);
  if (p.startsWith('/rest/v1/') || p === '/rest/v1') return handleRest(req, res, url, stack);
  if (p.startsWith('/storage/v1/')) return handleStorage(req, res, url, stack);
  if (p.startsWith('/realtime/v1/')) return handleRealtimeHttp(req, res, url, stack);
  if (p === '/' || p === '/health') return sendJson(res, 200, { status: 'ok', services: ['auth', 'rest', 'realtime', 'storage'] });
  return sendJson(res, 404, { message: 'no Route matched with those values' });
}
