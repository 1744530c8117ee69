// Starts the whole local stack: PostgreSQL, migrations, and one HTTP + WebSocket server with
// Auth, Data API, Realtime and Storage on 127.0.0.1:<apiPort>.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Sql } from 'postgres';
import { handleAuth } from './auth';
import { loadConfig } from './config';
import { createSql } from './db';
import { drainable } from './drain';
import { applyCors, answerPreflight, sendJson } from './http';
import { loadKeys } from './keys';
import { migrate, type MigrationReport } from './migrate';
import { connector, roleUrl, SERVICE_ROLES, SUPERUSER, type Service } from './platform';
import { installPgCron } from './cron/extension';
import { handleLocalApi, type LocalApi } from './cron/http';
import { startCron, type CronRunner } from './cron/runner';
import { startMailbox, type Mailbox } from './mail/mailbox';
import { createMailer } from './mail/transport';
import { clusterDir, startPostgres } from './postgres';
import { attachRealtime, handleRealtimeHttp, type Realtime } from './realtime';
import { handleRest } from './rest';
import { loadSchemaCache } from './schema-cache';
import { handleStorage } from './storage';
import { seedBuckets, type SeededBuckets } from './storage/seed-buckets';
import type { Stack, StackConfig } from './types';

export type { Stack } from './types';

export type RunningStack = Stack & {
  /** Each service's pool (stack.sql is the Data API's). */
  pools: Record<Service, Sql>;
  migrations: MigrationReport;
  /** What [storage.buckets.*] made and uploaded on this start (nothing unless the database is new). */
  buckets: SeededBuckets;
  fresh: boolean;
  realtime: Realtime;
  /** The pg_cron stand-in's runner: runDue() runs the jobs due at a chosen time (tests). */
  cron: CronRunner;
  /** The local mailbox ([inbucket]), or null when disabled or its ports were taken. */
  mailbox: Mailbox | null;
  stop: () => Promise<void>;
};

export type StartOptions = {
  config?: Partial<StackConfig>;
  /** Recreate the database from migrations + seed. */
  reset?: boolean;
  /** Extra SQL files applied after migrations (test fixtures). */
  extraSql?: string[];
  log?: (message: string) => void;
  /** Messages the user must see whatever the log shows (an upgrade of an earlier database). */
  notice?: (message: string) => void;
  /** Run pg_cron jobs on a clock (default true; runDue() works either way). */
  cronTimer?: boolean;
};

/** How long stop() waits for the requests in flight before it closes their connections. */
const DRAIN_MS = 5_000;

/** Pool sizes: the Data API carries most of the load. */
const POOL_SIZE: Record<Service, number> = { rest: 20, auth: 8, storage: 8, realtime: 8 };

export async function startStack(opts: StartOptions = {}): Promise<RunningStack> {
  const config = loadConfig(opts.config);
  const log = opts.log ?? (() => {});
  if (opts.reset && !process.env.SUPABASE_DB_URL) {
    fs.rmSync(clusterDir(config.dataDir), { recursive: true, force: true });
    fs.rmSync(path.join(config.dataDir, 'storage'), { recursive: true, force: true });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const keys = loadKeys(config);
  const pg = await startPostgres({ dataDir: config.dataDir, port: config.dbPort, log: (m) => log(m.trim()) });
  if (pg.embedded) {
    try {
      installPgCron();
    } catch (e) {
      (opts.notice ?? log)(`pg_cron is not available locally: ${(e as Error).message}`);
    }
  }
  // A new database (or a reset) gets the seed files and the buckets of config.toml.
  const seed = pg.fresh || !!opts.reset;
  let migrations: MigrationReport;
  try {
    migrations = await migrate(connector(pg.url, pg.socket), config, {
      seed,
      extraSql: opts.extraSql,
      notice: opts.notice ?? log,
      upgrade: pg.embedded,
    });
  } catch (e) {
    await pg.stop();
    throw e;
  }
  const pools = Object.fromEntries(
    (Object.keys(SERVICE_ROLES) as Service[]).map((s) => [
      s,
      createSql(roleUrl(pg.url, SERVICE_ROLES[s]), POOL_SIZE[s], pg.socket, `supabase-local ${s}`),
    ]),
  ) as Record<Service, Sql>;
  const sql = pools.rest;
  let cache = await loadSchemaCache(sql, config.schemas);
  const url = `http://127.0.0.1:${config.apiPort}`;
  const stack: Stack = {
    config,
    keys,
    sql,
    url,
    dbUrl: pg.url,
    log,
    schema: () => cache,
    reloadSchema: async () => {
      cache = await loadSchemaCache(sql, config.schemas);
    },
  };
  // The local mailbox, as `supabase start` runs Mailpit. Ports in use (another stack's mailbox)
  // are reported and the stack goes on: e-mails then only reach the stack log.
  let mailbox: Mailbox | null = null;
  if (config.mailbox.enabled) {
    try {
      mailbox = await startMailbox({ port: config.mailbox.port, smtpPort: config.mailbox.smtpPort, log });
    } catch (e) {
      (opts.notice ?? log)(
        `the local mailbox could not start on ports ${config.mailbox.port}/${config.mailbox.smtpPort} (${(e as Error).message}); e-mails go to the stack log only`,
      );
    }
  }
  const localMailer = mailbox ? createMailer({ localPort: mailbox.smtpPort }) : null;
  stack.mailer = config.smtp ? createMailer({ smtp: config.smtp }) : localMailer;
  // Texts (phone sign-in codes) only ever reach the local mailbox, whatever [auth.email.smtp] says.
  stack.textMailer = localMailer;
  const listenForReload = () =>
    sql.listen('pgrst', (payload) => {
      if (payload === 'reload schema' || payload === 'reload config' || payload === '')
        stack.reloadSchema().catch((e) => log(`schema reload failed: ${e.message}`));
    });
  let listener = await listenForReload();
  // After the supervisor brought PostgreSQL back: the pools reconnect on their next query; the
  // schema is read again in case the crash came between a migration and its reload notice; and the
  // listener listens again (postgres.js tries once, as soon as its connection closes: while the
  // server is still down that attempt fails and the channel is dropped).
  pg.onRestart(() => {
    stack.reloadSchema().catch((e) => log(`schema reload after the restart failed: ${e.message}`));
    listener
      .unlisten()
      .catch(() => {})
      .then(listenForReload)
      .then(
        (l) => void (listener = l),
        (e) => log(`listening for schema reloads after the restart failed: ${e.message}`),
      );
  });

  const localApi: LocalApi = { cron: null };
  const views = {
    auth: serviceView(stack, pools.auth),
    storage: serviceView(stack, pools.storage),
    realtime: serviceView(stack, pools.realtime),
    local: localApi,
  };
  const server = http.createServer((req, res) => {
    drainer.track(req, res);
    route(stack, views, req, res).catch((e) => {
      log(`unhandled error on ${req.method} ${req.url}: ${e?.stack ?? e}`);
      if (!res.headersSent) sendJson(res, 500, { code: 'unexpected_failure', message: 'Internal server error' });
      else res.destroy();
    });
  });
  // Requests being answered, so stop() can let them finish before it closes the pools.
  const drainer = drainable(server);
  server.keepAliveTimeout = 65_000;
  const realtime = await attachRealtime(server, views.realtime);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.apiPort, '127.0.0.1', () => resolve());
  });
  // Port 0 (db:types, db:reset) picks a free port: the URL names the one actually bound.
  stack.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const cron = await startCron({
    adminUrl: roleUrl(pg.url, SUPERUSER),
    socket: pg.socket,
    password: decodeURIComponent(new URL(pg.url).password),
    log,
    timer: opts.cronTimer !== false,
  });
  localApi.cron = cron;
  // Stops accepting connections, lets the requests in flight finish (at most DRAIN_MS), and only
  // then closes the pools: a request cut off mid-query would write to a closed connection.
  const stop = async () => {
    const drained = drainer.drain(DRAIN_MS);
    await cron.stop();
    const { unanswered, closed } = await drained;
    if (unanswered > 0) log(`stopping with ${unanswered} request(s) still unanswered after ${DRAIN_MS} ms`);
    await realtime.close();
    await closed;
    await listener.unlisten().catch(() => {});
    await Promise.all(Object.values(pools).map((p) => p.end({ timeout: 2 })));
    await pg.stop();
    await mailbox?.stop();
  };
  let buckets: SeededBuckets = { buckets: [], objects: [] };
  if (seed) {
    try {
      buckets = await seedBuckets({ url: stack.url, secretKey: keys.secretKey }, config.storageBuckets, log);
    } catch (e) {
      await stop();
      throw new Error(`seeding the Storage buckets of config.toml failed: ${(e as Error).message}`);
    }
  }

  return { ...stack, pools, migrations, buckets, fresh: pg.fresh, realtime, cron, mailbox, stop };
}

/** The stack as one service sees it: everything shared, but `sql` logs in as that service's role. */
function serviceView(stack: Stack, sql: Sql): Stack {
  return Object.assign(Object.create(stack) as Stack, { sql });
}

type Views = Record<'auth' | 'storage' | 'realtime', Stack> & { local: LocalApi };

async function route(stack: Stack, views: Views, req: http.IncomingMessage, res: http.ServerResponse) {
  applyCors(req, res);
  if (req.method === 'OPTIONS') return answerPreflight(req, res);
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const p = url.pathname;
  if (p.startsWith('/auth/v1/')) return handleAuth(req, res, url, views.auth);
  if (p.startsWith('/rest/v1/') || p === '/rest/v1') return handleRest(req, res, url, stack);
  if (p.startsWith('/storage/v1/')) return handleStorage(req, res, url, views.storage);
  if (p.startsWith('/realtime/v1/')) return handleRealtimeHttp(req, res, url, views.realtime);
  if (p.startsWith('/_local/')) return handleLocalApi(req, res, url, stack, views.local);
  if (p === '/' || p === '/health') return sendJson(res, 200, { status: 'ok', services: ['auth', 'rest', 'realtime', 'storage'] });
  return sendJson(res, 404, { message: 'no Route matched with those values' });
}
