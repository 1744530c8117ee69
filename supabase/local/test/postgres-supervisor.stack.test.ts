// The stack supervises its PostgreSQL: a postmaster killed outright (SIGKILL, the data left alone)
// is started again on the same data folder, committed rows are still there, and the services work
// again without a restart of the stack (pools reconnect, the schema listener listens again).
import fs from 'node:fs';
import postgres from 'postgres';
import { clusterDir, postmasterPid } from '../postgres';
import { uniqueEmail } from '../testing/clients';
import { PASSWORD, plainClient, startExtraStack, type ExtraStack } from '../testing/auth';
import { extraStackPorts } from '../testing/ports';

const ports = extraStackPorts();
let current: ExtraStack | undefined;

afterAll(async () => {
  await current?.stop();
  if (current?.dataDir.includes('supabase-stack-test-')) fs.rmSync(current.dataDir, { recursive: true, force: true });
}, 30_000);

/** The postmaster running on the stack's data, or null while none does (between a kill and the restart). */
const serverPid = (dataDir: string) => postmasterPid(clusterDir(dataDir));

/** The postmaster that must be running now. */
function runningPid(dataDir: string): number {
  const pid = serverPid(dataDir);
  if (pid === null) throw new Error(`no PostgreSQL server runs on ${dataDir}`);
  return pid;
}

/** Polls `probe` until it answers true; a bound on the attempts, not a speed check. */
async function eventually(probe: () => Promise<boolean>, attempts = 240): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (await probe().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

test('a killed postmaster is started again on the same data and the services carry on', async () => {
  current = await startExtraStack(ports);
  const client = plainClient(current.url, current.publishableKey);
  const email = uniqueEmail('supervisor');
  const { data: signUp, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { display_name: 'Iara' } } });
  expect(error).toBeNull();
  const userId = signUp.user!.id;
  const update = await client.from('auth_fixture_profiles').update({ note: 'written before the crash' }).eq('id', userId).select('id');
  expect(update.error).toBeNull();
  expect(update.data).toEqual([{ id: userId }]);

  const killed = runningPid(current.dataDir);
  process.kill(killed, 'SIGKILL');

  // The committed row is back once the server is: WAL replay, no data lost.
  // Each read is bounded: a request caught by the crash must not hold the test (docs: quality.md).
  const read = () =>
    client.from('auth_fixture_profiles').select('display_name, note').eq('id', userId).abortSignal(AbortSignal.timeout(5000)).single();
  // Only a read served by the new postmaster counts: right after the kill, a pooled connection's
  // backend of the old one may still answer for a moment (it leaves once it sees its postmaster
  // gone), and a read it answered said nothing about the restart (seen once on a busy machine).
  const restartedAndAnswering = async () => {
    const pid = serverPid(current!.dataDir);
    return pid !== null && pid !== killed && (await read()).error === null;
  };
  expect(await eventually(restartedAndAnswering)).toBe(true);
  expect((await read()).data).toEqual({ display_name: 'Iara', note: 'written before the crash' });
  expect(runningPid(current.dataDir)).not.toBe(killed);

  // Writes and Auth work again.
  const after = await client.from('auth_fixture_profiles').update({ note: 'written after the crash' }).eq('id', userId).select('note');
  expect(after.error).toBeNull();
  expect(after.data).toEqual([{ note: 'written after the crash' }]);
  const again = plainClient(current.url, current.publishableKey);
  expect((await again.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

  // The schema listener listens again: a table made after the crash reaches the Data API.
  const admin = postgres(current.dbUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create table public.supervisor_probe (id int primary key);
      grant select on public.supervisor_probe to anon;
      insert into public.supervisor_probe values (1);`);
    const probe = async () => {
      await admin`select pg_notify('pgrst', 'reload schema')`;
      const { data } = await plainClient(current!.url, current!.publishableKey)
        .from('supervisor_probe')
        .select('id')
        .abortSignal(AbortSignal.timeout(5000));
      return data?.length === 1;
    };
    expect(await eventually(probe, 40)).toBe(true);
  } finally {
    await admin.end({ timeout: 1 });
  }
}, 180_000);

test('once PostgreSQL is back, the Data API answers at once, however many requests failed meanwhile', async () => {
  current ??= await startExtraStack(ports);
  const stack = current;
  const client = plainClient(stack.url, stack.publishableKey);
  const read = () => client.from('auth_fixture_profiles').select('id').limit(1).retry(false).abortSignal(AbortSignal.timeout(10_000));
  // The server answers before the kill (after the first test, once its restart is complete).
  expect(await eventually(async () => (await read()).error === null, 40)).toBe(true);

  const killed = runningPid(stack.dataDir);
  process.kill(killed, 'SIGKILL');
  // Requests while it is down (503s): each failed connection lengthened postgres.js's default
  // wait before the next attempt, up to 20 s, which the requests after the restart paid.
  const answersDirectly = async () => {
    const sql = postgres(stack.dbUrl, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await sql`select 1`;
      return true;
    } finally {
      await sql.end({ timeout: 1 });
    }
  };
  let failed = 0;
  let slowest = 0;
  const timedRead = async () => {
    const t0 = performance.now();
    const answer = await read();
    slowest = Math.max(slowest, performance.now() - t0);
    return answer;
  };
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const answers = await Promise.all(Array.from({ length: 10 }, timedRead));
    failed += answers.filter((a) => a.error !== null).length;
    // No pid file while the supervisor starts the server again: not back yet.
    const pid = serverPid(stack.dataDir);
    if (pid !== null && pid !== killed && (await answersDirectly().catch(() => false))) break;
  }
  expect(failed).toBeGreaterThan(0);
  // Each answered promptly, a 503 while the server was down: none waited out a long backoff.
  expect(slowest).toBeLessThan(3_000);

  const back = performance.now();
  expect(await eventually(async () => (await read()).error === null, 40)).toBe(true);
  expect(performance.now() - back).toBeLessThan(3_000);
}, 180_000);
