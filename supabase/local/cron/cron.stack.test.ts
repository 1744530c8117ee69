// pg_cron on the embedded default: `create extension pg_cron` as postgres (as on a hosted
// project), pg_cron 1.6's functions, errors and permissions, and the stack running the jobs: as
// the role that scheduled them, logged in cron.job_run_details, on the clock and "as of" a time
// chosen by the test.
import crypto from 'node:crypto';
import type { Sql } from 'postgres';
import { directSql, roleSql, stackEnv } from '../testing/clients';
import { runCronJobs } from '../testing/cron';
import { parseSchedule } from './schedule';

const ROLE = `cron_tester_${crypto.randomUUID().slice(0, 8)}`;
let sql: Sql;
let tester: Sql;
const tag = crypto.randomUUID().slice(0, 8);
const name = (n: string) => `${n}-${tag}`;

/** The next time (UTC) at hour:minute after now, far enough from now for the live clock not to reach it. */
function nextUtc(hour: number, minute: number): Date {
  const t = new Date();
  t.setUTCHours(hour, minute, 0, 0);
  if (t.getTime() <= Date.now() + 120_000) t.setUTCDate(t.getUTCDate() + 1);
  return t;
}

beforeAll(async () => {
  sql = directSql();
  await sql`create extension if not exists pg_cron with schema pg_catalog`;
  await sql`grant usage on schema cron to postgres`;
  await sql`grant all privileges on all tables in schema cron to postgres`;
  await sql.unsafe(`create role ${ROLE} login password 'postgres'`);
  await sql.unsafe(`grant usage on schema cron to ${ROLE}`);
  await sql`create table if not exists public.cron_probe (id bigserial primary key, tag text, who text, at timestamptz default now())`;
  await sql.unsafe(`grant select, insert on public.cron_probe to ${ROLE}; grant usage on sequence public.cron_probe_id_seq to ${ROLE}`);
  tester = roleSql(ROLE);
});

afterAll(async () => {
  await sql`select cron.unschedule(jobid) from cron.job where jobname like ${`%-${tag}`} or command like ${`%${tag}%`}`;
  await tester.end();
  await sql`delete from cron.job_run_details where command like ${`%${tag}%`}`;
  await sql.unsafe(
    `revoke all on schema cron from ${ROLE}; revoke all on public.cron_probe from ${ROLE}; revoke all on sequence public.cron_probe_id_seq from ${ROLE}`,
  );
  await sql.unsafe(`drop role ${ROLE}`);
  await sql.end();
});

describe('the pg_cron extension', () => {
  it('is available to postgres, which is no superuser, as on hosted', async () => {
    expect(await sql`select rolsuper from pg_roles where rolname = current_user`).toEqual([{ rolsuper: false }]);
    expect(await sql`select default_version from pg_available_extensions where name = 'pg_cron'`).toEqual([{ default_version: '1.6' }]);
    expect(await sql`select extversion from pg_extension where extname = 'pg_cron'`).toEqual([{ extversion: '1.6' }]);
    await sql`create extension if not exists pg_cron`;
    // supautils lent postgres the superuser for that one command only.
    expect(await sql`select rolsuper from pg_roles where rolname = 'postgres'`).toEqual([{ rolsuper: false }]);
  });

  it('keeps the API roles out of the cron schema', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      await expect(
        sql.begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`);
          await tx`select cron.schedule('* * * * *', 'select 1')`;
        }),
      ).rejects.toThrow('permission denied for schema cron');
    }
  });

  it('accepts and refuses the schedules the stack can run', async () => {
    const corpus = [
      '* * * * *',
      '*/5 * * * *',
      '0 3 * * *',
      '0,30 8-18 * * 1-5',
      '0 0 * jan,jul sun',
      '0 0 1-10/3 * *',
      '59 23 31 12 7',
      '0 0 $ * *',
      '0 12 1,$ * *',
      '@daily',
      '@reboot',
      '@often',
      '30 seconds',
      '1 second',
      '5seconds',
      '60 seconds',
      '0 seconds',
      '',
      '* * * *',
      '* * * * * *',
      '60 * * * *',
      '* * 0 * *',
      '* * * 13 *',
      '* * * * 8',
      '5/10 * * * *',
      '*/0 * * * *',
      '10-5 * * * *',
      '* * * foo *',
      '* * * * $',
      '1,,2 * * * *',
      '99999999999 seconds',
      'select 1',
    ];
    const rows = await sql<{ s: string; ok: boolean }[]>`select s, cron._valid_schedule(s) as ok from unnest(${corpus}::text[]) s`;
    for (const { s, ok } of rows) expect([s, ok]).toEqual([s, parseSchedule(s) !== null]);
    await expect(sql`select cron.schedule('61 * * * *', 'select 1')`).rejects.toMatchObject({
      code: '22023',
      message: 'invalid schedule: 61 * * * *',
      hint: "Use cron format (e.g. 5 4 * * *), or interval format '[1-59] seconds'",
    });
  });

  it('schedules, renames in place, alters and unschedules as pg_cron does', async () => {
    const [{ id }] = await sql`select cron.schedule(${name('probe')}, '0 3 * * *', ${`select 1 -- ${tag}`}) as id`;
    const [{ again }] = await sql`select cron.schedule(${name('probe')}, '0 4 * * *', ${`select 2 -- ${tag}`}) as again`;
    expect(again).toBe(id);
    const [job] = await sql`select schedule, command, username, database, active, nodename from cron.job where jobid = ${id}`;
    expect(job).toEqual({
      schedule: '0 4 * * *',
      command: `select 2 -- ${tag}`,
      username: 'postgres',
      database: 'postgres',
      active: true,
      nodename: 'localhost',
    });
    await sql`select cron.alter_job(${id}, active := false)`;
    await sql`select cron.alter_job(${id}, schedule := '*/10 * * * *', active := true)`;
    expect(await sql`select schedule, active from cron.job where jobid = ${id}`).toEqual([{ schedule: '*/10 * * * *', active: true }]);
    await expect(sql`select cron.alter_job(${id})`).rejects.toMatchObject({ message: 'no updates specified' });
    await expect(sql`select cron.alter_job(${id}, username := 'anon')`).rejects.toMatchObject({
      message: 'must be superuser to alter username',
    });
    await expect(
      sql`select cron.schedule_in_database(${name('other')}, '* * * * *', 'select 1', 'postgres', 'anon')`,
    ).rejects.toMatchObject({
      message: 'must be superuser to create a job for another role',
    });
    await expect(sql`select cron.schedule_in_database(${name('other')}, '* * * * *', 'select 1', 'nope')`).rejects.toMatchObject({
      message: 'database "nope" does not exist',
    });
    expect(await sql`select cron.unschedule(${name('probe')}) as ok`).toEqual([{ ok: true }]);
    await expect(sql`select cron.unschedule(${name('probe')})`).rejects.toMatchObject({
      message: `could not find valid entry for job '${name('probe')}'`,
    });
    await expect(sql`select cron.unschedule(${id}::bigint)`).rejects.toMatchObject({ message: `could not find valid entry for job ${id}` });
    expect(await sql`select cron.schedule(null, 'select 1')`).toEqual([{ schedule: null }]);
  });

  it('changes cron.job only through its functions', async () => {
    await expect(sql`insert into cron.job (schedule, command) values ('* * * * *', 'select 1')`).rejects.toMatchObject({
      code: '42501',
      message: 'permission denied for table job',
    });
    const [{ id }] = await sql`select cron.schedule(${name('direct')}, '0 3 * * *', ${`select 1 -- ${tag}`}) as id`;
    await expect(sql`update cron.job set command = 'drop table public.cron_probe' where jobid = ${id}`).rejects.toMatchObject({
      code: '42501',
    });
    await expect(sql`delete from cron.job where jobid = ${id}`).rejects.toMatchObject({ code: '42501' });
    await sql`select cron.unschedule(${id}::bigint)`;
  });

  it("shows each role its own jobs only, and keeps others' jobs from it", async () => {
    const [{ mine }] = await tester`select cron.schedule(${name('mine')}, '0 3 * * *', ${`select 1 -- ${tag}`}) as mine`;
    const [{ theirs }] = await sql`select cron.schedule(${name('theirs')}, '0 3 * * *', ${`select 1 -- ${tag}`}) as theirs`;
    expect((await tester`select jobid from cron.job where jobname like ${`%-${tag}`}`).map((r) => r.jobid)).toEqual([mine]);
    expect((await sql`select username from cron.job where jobid = ${mine}`)[0].username).toBe(ROLE);
    await expect(tester`select cron.unschedule(${theirs}::bigint)`).rejects.toMatchObject({
      code: '42501',
      message: 'permission denied for table job',
    });
    await expect(tester`select cron.alter_job(${theirs}, active := false)`).rejects.toMatchObject({
      message: `Job ${theirs} does not exist or you don't own it`,
    });
    expect(await tester`select cron.unschedule(${name('mine')}) as ok`).toEqual([{ ok: true }]);
    await sql`select cron.unschedule(${theirs}::bigint)`;
  });
});

describe('the stack runs the jobs', () => {
  it('as the role that scheduled them, logging each run', async () => {
    await tester`select cron.schedule(${name('who')}, '0 3 * * *', ${`insert into public.cron_probe (tag, who) values ('${tag}', current_user)`})`;
    const runs = await runCronJobs({ asOf: nextUtc(3, 0), jobname: name('who') });
    expect(runs).toEqual([
      expect.objectContaining({ jobname: name('who'), username: ROLE, status: 'succeeded', return_message: 'INSERT 0 1' }),
    ]);
    expect(await sql`select who from public.cron_probe where tag = ${tag}`).toEqual([{ who: ROLE }]);
    const [detail] =
      await tester`select status, return_message, username, database, job_pid, start_time <= end_time as ordered from cron.job_run_details where runid = ${runs[0].runid}`;
    expect(detail).toEqual({
      status: 'succeeded',
      return_message: 'INSERT 0 1',
      username: ROLE,
      database: 'postgres',
      job_pid: expect.any(Number),
      ordered: true,
    });
    // Its own runs only: postgres's runs are not the tester's to read.
    expect(await tester`select count(*)::int as n from cron.job_run_details where username <> current_user`).toEqual([{ n: 0 }]);
    await tester`select cron.unschedule(${name('who')})`;
  });

  it('at the minutes their schedule names: "as of" a time, or over a window', async () => {
    await sql`select cron.schedule(${name('daily')}, '0 3 * * *', ${`select 1 -- ${tag}`})`;
    await sql`select cron.schedule(${name('weekly')}, '0 0 * * 0', ${`select 2 -- ${tag}`})`;
    const three = nextUtc(3, 0);
    expect(await runCronJobs({ asOf: new Date(three.getTime() - 60_000), jobname: name('daily') })).toEqual([]);
    expect((await runCronJobs({ asOf: three, jobname: name('daily') })).map((r) => r.return_message)).toEqual(['1 row']);
    expect((await runCronJobs({ asOf: new Date(three.getTime() + 59_000), jobname: name('daily') })).length).toBe(1);
    // Seven days from now: each job due at least once in the window runs once.
    const now = new Date();
    const week = await runCronJobs({ since: now, asOf: new Date(now.getTime() + 7 * 86_400_000) });
    expect(
      week
        .filter((r) => r.jobname?.endsWith(tag))
        .map((r) => r.jobname)
        .sort(),
    ).toEqual([name('daily'), name('weekly')]);
    await sql`select cron.unschedule(${name('daily')}), cron.unschedule(${name('weekly')})`;
  });

  it('so a test can prove "after seven days this happens" without waiting', async () => {
    await sql`create table public.cron_deliveries (id int primary key, tag text, submitted_at timestamptz, approved boolean not null default false)`;
    try {
      await sql`insert into public.cron_deliveries values (1, ${tag}, now() - interval '8 days'), (2, ${tag}, now() - interval '2 days')`;
      await sql`select cron.schedule(${name('auto-approve')}, '*/10 * * * *',
        ${`update public.cron_deliveries set approved = true where not approved and submitted_at < now() - interval '7 days' -- ${tag}`})`;
      const [run] = await runCronJobs({ since: new Date(), asOf: new Date(Date.now() + 7 * 86_400_000), jobname: name('auto-approve') });
      expect(run).toMatchObject({ status: 'succeeded', return_message: 'UPDATE 1' });
      expect(await sql`select id, approved from public.cron_deliveries order by id`).toEqual([
        { id: 1, approved: true },
        { id: 2, approved: false },
      ]);
    } finally {
      await sql`select cron.unschedule(${name('auto-approve')})`.catch(() => {});
      await sql`drop table public.cron_deliveries`;
    }
  });

  it('logs a failing command with the error PostgreSQL gave', async () => {
    await sql`select cron.schedule(${name('fails')}, '0 3 * * *', ${`select 1 / 0 -- ${tag}`})`;
    const [run] = await runCronJobs({ asOf: nextUtc(3, 0), jobname: name('fails') });
    expect(run).toMatchObject({ status: 'failed', return_message: 'ERROR:  division by zero\n' });
    const [detail] = await sql`select status, return_message from cron.job_run_details where runid = ${run.runid}`;
    expect(detail).toEqual({ status: 'failed', return_message: 'ERROR:  division by zero\n' });
    await sql`select cron.unschedule(${name('fails')})`;
  });

  it('runs one instance of a job at a time', async () => {
    await sql`select cron.schedule(${name('slow')}, '0 3 * * *', ${`select pg_sleep(0.4) -- ${tag}`})`;
    const asOf = nextUtc(3, 0);
    const [a, b] = await Promise.all([runCronJobs({ asOf, jobname: name('slow') }), runCronJobs({ asOf, jobname: name('slow') })]);
    const rows = await sql<{ start_time: Date; end_time: Date }[]>`
      select start_time, end_time from cron.job_run_details where runid in (${a[0].runid}, ${b[0].runid}) order by start_time`;
    expect(rows[1].start_time.getTime()).toBeGreaterThanOrEqual(rows[0].end_time.getTime());
    await sql`select cron.unschedule(${name('slow')})`;
  });

  it("runs '[1-59] seconds' jobs on the stack's clock", async () => {
    await sql`select cron.schedule(${name('tick')}, '1 second', ${`insert into public.cron_probe (tag, who) values ('tick-${tag}', current_user)`})`;
    try {
      const deadline = Date.now() + 8000;
      let n = 0;
      while (Date.now() < deadline && n < 2) {
        await new Promise((r) => setTimeout(r, 250));
        [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from public.cron_probe where tag = ${`tick-${tag}`}`;
      }
      expect(n).toBeGreaterThanOrEqual(2);
    } finally {
      await sql`select cron.unschedule(${name('tick')})`;
    }
  });

  it('answers its local API to the secret key only', async () => {
    const post = (key: string, body: unknown) =>
      fetch(`${stackEnv.url}/_local/v1/cron/run`, {
        method: 'POST',
        headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post(stackEnv.publishableKey, {})).status).toBe(401);
    const bad = await post(stackEnv.secretKey, { as_of: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'as_of must be an ISO 8601 time' });
    expect((await post(stackEnv.secretKey, { as_of: '2026-01-01T00:00:00Z', since: '2026-01-02T00:00:00Z' })).status).toBe(400);
  });
});
