// The stack's stand-in for pg_cron's background worker: a timer that reads cron.job (when the
// stand-in extension of pg_cron--1.6.sql is installed) and runs each job that is due, as pg_cron
// does: at the minutes its schedule names (UTC), or every N seconds for '[1-59] seconds', once
// for '@reboot' when the stack starts; one run of a job at a time (a run due while the previous
// one is still going follows it); each run on a new connection of the database as the role that
// scheduled the job (its rights, its RLS), logged in cron.job_run_details with pg_cron's statuses
// and messages. runDue() runs the jobs due in a window of time chosen by the caller ("as of
// seven days from now") at once, for tests that must not wait for the clock.
import postgres from 'postgres';
import { firesAt, nextFiring, parseSchedule, type Schedule } from './schedule';

export type CronRun = {
  jobid: number;
  jobname: string | null;
  runid: number;
  username: string;
  status: 'succeeded' | 'failed';
  /** pg_cron's return_message: the command tag ("UPDATE 3"), "N rows", or the error. */
  return_message: string;
};

export type RunDueOptions = {
  /** The end of the window (default now): jobs due at a minute up to and including it run. */
  asOf?: Date;
  /** The start of the window, excluded (default one minute before asOf: the window holds one minute, asOf's). */
  since?: Date;
  /** Only the job of this name. */
  jobname?: string;
};

export type CronRunner = {
  /** Runs, once each and now, every active job due in (since, asOf]; resolves when they have ended. */
  runDue: (opts?: RunDueOptions) => Promise<CronRun[]>;
  stop: () => Promise<void>;
};

type Job = {
  jobid: number;
  jobname: string | null;
  schedule: string;
  command: string;
  database: string;
  username: string;
  parsed: Schedule | null;
};

export type CronOptions = {
  /** The database as a role that may read every job and write every run (the superuser). */
  adminUrl: string;
  /** The server's Unix socket, when it is ours. */
  socket?: string;
  /** The password the jobs' roles log in with (every login role's, locally). */
  password: string;
  log: (message: string) => void;
  /** Run due jobs on a clock (false: only runDue() runs them). */
  timer?: boolean;
};

const TICK_MS = 1000;
const MINUTE = 60_000;
/** A clock that jumped further than this (a suspended laptop) catches up on its last minute only. */
const CATCH_UP_MS = 60 * MINUTE;
/** How often the job list is read again even without a notification. */
const RELOAD_MS = 60_000;

/** What pg_cron logs for a finished command: its tag, or the rows it returned. */
export function returnMessage(result: any): string {
  const last = result?.command !== undefined || !Array.isArray(result) ? result : result[result.length - 1];
  if (!last || last.command === undefined) return '';
  if (Array.isArray(last.columns) && last.columns.length > 0) return `${last.count} ${last.count === 1 ? 'row' : 'rows'}`;
  if (last.command === 'INSERT') return `INSERT 0 ${last.count ?? 0}`;
  return last.count === null || last.count === undefined ? last.command : `${last.command} ${last.count}`;
}

/** libpq's text of an error, as pg_cron stores it. */
export function errorMessage(e: any): string {
  if (!e?.severity) return String(e?.message ?? e);
  let text = `${e.severity}:  ${e.message}\n`;
  if (e.detail) text += `DETAIL:  ${e.detail}\n`;
  if (e.hint) text += `HINT:  ${e.hint}\n`;
  if (e.where) text += `CONTEXT:  ${e.where}\n`;
  return text;
}

/**
 * A job is due in (since, asOf] when its schedule fires at one of those minutes (cron), or when
 * the window is at least its interval ('N seconds'). '@reboot' jobs run only when the stack starts.
 */
function dueIn(job: Job, since: Date, asOf: Date): boolean {
  const s = job.parsed;
  if (!s || s.kind === 'reboot') return false;
  if (s.kind === 'seconds') return asOf.getTime() - since.getTime() >= s.seconds * 1000;
  return nextFiring(s, since, asOf) !== null;
}

export async function startCron(opts: CronOptions): Promise<CronRunner> {
  const admin = postgres(opts.adminUrl, {
    max: 2,
    ...(opts.socket ? { path: opts.socket } : {}),
    onnotice: () => {},
    connection: { application_name: 'pg_cron launcher' },
  });
  const running = new Map<number, Promise<CronRun>>();
  const pending = new Set<number>();
  const lastStart = new Map<number, number>();
  let jobs: Job[] = [];
  let stale = true;
  let loadedAt = 0;
  let stopped = false;

  const installed = async () => {
    const [row] = await admin<{ ok: boolean }[]>`select to_regprocedure('cron._valid_schedule(text)') is not null as ok`;
    return row.ok;
  };

  const load = async (): Promise<Job[]> => {
    if (!(await installed())) return [];
    const rows = await admin<Omit<Job, 'parsed'>[]>`
      select jobid::int8 as jobid, jobname, schedule, command, database, username from cron.job where active order by jobid`;
    return rows.map((r) => ({ ...r, jobid: Number(r.jobid), parsed: parseSchedule(r.schedule) }));
  };

  const refresh = async () => {
    if (!stale && Date.now() - loadedAt < RELOAD_MS) return;
    stale = false;
    loadedAt = Date.now();
    jobs = await load();
  };

  /** One run of `job` on a new connection as its role; never throws (a failure is a failed run). */
  const execute = async (job: Job): Promise<CronRun> => {
    const [{ runid }] = await admin<{ runid: string }[]>`
      insert into cron.job_run_details (jobid, database, username, command, status)
      values (${job.jobid}, ${job.database}, ${job.username}, ${job.command}, 'starting') returning runid`;
    const url = new URL(opts.adminUrl);
    url.username = job.username;
    url.password = opts.password;
    url.pathname = `/${encodeURIComponent(job.database)}`;
    const conn = postgres(url.toString(), {
      max: 1,
      ...(opts.socket ? { path: opts.socket } : {}),
      onnotice: () => {},
      connection: { application_name: 'pg_cron' },
      connect_timeout: 10,
    });
    let status: CronRun['status'] = 'succeeded';
    let message: string;
    try {
      let pid: number;
      try {
        [{ pid }] = await conn<{ pid: number }[]>`select pg_backend_pid() as pid`;
      } catch (e) {
        throw Object.assign(new Error('connection failed'), { cause: e, connection: true });
      }
      await admin`update cron.job_run_details set status = 'running', job_pid = ${pid}, start_time = now() where runid = ${runid}`;
      message = returnMessage(await conn.unsafe(job.command));
    } catch (e: any) {
      status = 'failed';
      message = e?.connection ? 'connection failed' : errorMessage(e);
      if (e?.connection) opts.log(`[cron] job ${job.jobid} could not connect as ${job.username}: ${e.cause?.message ?? e}`);
    } finally {
      await conn.end({ timeout: 1 }).catch(() => {});
    }
    await admin`
      update cron.job_run_details set status = ${status}, return_message = ${message},
        start_time = coalesce(start_time, now()), end_time = now()
      where runid = ${runid}`;
    opts.log(`[cron] job ${job.jobid}${job.jobname ? ` (${job.jobname})` : ''} ${status}: ${message.trim()}`);
    return { jobid: job.jobid, jobname: job.jobname, runid: Number(runid), username: job.username, status, return_message: message };
  };

  /** Starts a run of `job` after the one in progress, if any; resolves with this run. */
  const run = (job: Job): Promise<CronRun> => {
    const previous = running.get(job.jobid);
    const next = (previous ? previous.catch(() => undefined) : Promise.resolve()).then(() => execute(job));
    running.set(job.jobid, next);
    lastStart.set(job.jobid, Date.now());
    const settle = () => {
      if (running.get(job.jobid) === next) running.delete(job.jobid);
    };
    next.then(settle, settle);
    return next;
  };

  /** From the clock: a job still running when it is due again runs once more right after. */
  const fire = (job: Job) => {
    if (running.has(job.jobid)) {
      if (pending.has(job.jobid)) return;
      pending.add(job.jobid);
      const after = () => {
        pending.delete(job.jobid);
        if (!stopped) fire(job);
      };
      running.get(job.jobid)!.then(after, after);
      return;
    }
    void run(job).catch((e) => opts.log(`[cron] job ${job.jobid} failed to start: ${e?.message ?? e}`));
  };

  let lastMinute = Math.floor(Date.now() / MINUTE);
  let ticking = false;
  const tick = async () => {
    if (ticking || stopped) return;
    ticking = true;
    try {
      await refresh();
      const now = Date.now();
      const minute = Math.floor(now / MINUTE);
      const from = Math.max(lastMinute + 1, minute - Math.floor(CATCH_UP_MS / MINUTE) + 1);
      for (const job of jobs) {
        const s = job.parsed;
        if (!s) continue;
        if (s.kind === 'seconds') {
          if (now - (lastStart.get(job.jobid) ?? 0) >= s.seconds * 1000) fire(job);
        } else if (s.kind === 'cron' && minute > lastMinute) {
          for (let m = from; m <= minute; m++) {
            if (firesAt(s, new Date(m * MINUTE))) {
              fire(job);
              break;
            }
          }
        }
      }
      lastMinute = minute;
    } catch (e) {
      opts.log(`[cron] reading the jobs failed: ${(e as Error)?.message ?? e}`);
    } finally {
      ticking = false;
    }
  };

  // As pg_cron after a restart: runs the previous server left unfinished are failed runs.
  let listener: { unlisten: () => Promise<void> } | null = null;
  if (await installed()) {
    await admin`update cron.job_run_details set status = 'failed', return_message = 'server restarted'
                where status in ('starting', 'running')`;
  }
  listener = await admin.listen('cron_job_cache', () => {
    stale = true;
  });
  let timer: NodeJS.Timeout | null = null;
  if (opts.timer !== false) {
    await refresh();
    for (const job of jobs) if (job.parsed?.kind === 'reboot') fire(job);
    const loop = () => {
      timer = setTimeout(
        () => {
          void tick().finally(() => {
            if (!stopped) loop();
          });
        },
        TICK_MS - (Date.now() % TICK_MS),
      );
      timer.unref();
    };
    loop();
  }

  return {
    runDue: async ({ asOf = new Date(), since, jobname }: RunDueOptions = {}) => {
      if (!(asOf instanceof Date) || Number.isNaN(asOf.getTime())) throw new Error('asOf must be a valid time');
      const from = since ?? new Date(asOf.getTime() - MINUTE);
      if (Number.isNaN(from.getTime()) || from >= asOf) throw new Error('since must be a valid time before asOf');
      const due = (await load()).filter((j) => (jobname === undefined || j.jobname === jobname) && dueIn(j, from, asOf));
      const runs = await Promise.all(due.map((j) => run(j)));
      return runs.sort((a, b) => a.jobid - b.jobid || a.runid - b.runid);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...running.values()]);
      await listener?.unlisten().catch(() => {});
      await admin.end({ timeout: 2 });
    },
  };
}
