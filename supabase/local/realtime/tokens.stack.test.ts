// Channel tokens: joins with bad or expired tokens are refused with Realtime's reasons; a bad
// access_token push or an expiring token ends the channel (system error, then closed) and
// stops change delivery.
import crypto from 'node:crypto';
import { directSql } from '../testing/clients';
import { anon, closeTracked, userToken, waitFor, type SystemMessage } from '../testing/realtime';

jest.setTimeout(20_000);
const sql = directSql();
afterEach(closeTracked);
afterAll(() => sql.end());

function joinResult(channel: ReturnType<ReturnType<typeof anon>['channel']>) {
  return new Promise<{ status: string; message?: string }>((resolve) => {
    let settled = false;
    channel.subscribe((status, err) => {
      if (settled) return;
      settled = true;
      if (status !== 'SUBSCRIBED') void channel.unsubscribe(); // no rejoin loop
      resolve({ status, message: err?.message });
    });
  });
}

test('a join with an expired token is refused with the Realtime reason', async () => {
  const client = anon();
  await client.realtime.setAuth(userToken(crypto.randomUUID(), { expiresIn: -30 }));
  const result = await joinResult(client.channel('expired-join'));
  expect(result.status).toBe('CHANNEL_ERROR');
  expect(result.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
});

test('a join with a token that is not a JWT, or is signed by someone else, is refused', async () => {
  const client = anon();
  await client.realtime.setAuth('not-a-jwt');
  expect(await joinResult(client.channel('garbage-join'))).toEqual({
    status: 'CHANNEL_ERROR',
    message: 'MalformedJWT: The token provided is not a valid JWT',
  });
  const forged = userToken(crypto.randomUUID()).replace(/\.[^.]+$/, '.c2lnbmF0dXJl');
  const other = anon();
  await other.realtime.setAuth(forged);
  expect(await joinResult(other.channel('forged-join'))).toEqual({
    status: 'CHANNEL_ERROR',
    message: 'JwtSignatureError: Failed to validate JWT signature',
  });
});

test('an invalid access_token push ends the channel with a system error', async () => {
  const client = anon();
  await client.realtime.setAuth(userToken(crypto.randomUUID()));
  const system: SystemMessage[] = [];
  const statuses: string[] = [];
  const channel = client.channel('bad-push').on('system', {}, (p: SystemMessage) => system.push(p));
  await new Promise<void>((resolve) => channel.subscribe((s) => (statuses.push(s), s === 'SUBSCRIBED' && resolve())));
  await client.realtime.setAuth('still-not-a-jwt');
  await waitFor(() => (statuses.includes('CLOSED') ? true : undefined), 5000, 'CLOSED');
  expect(system).toEqual([{ channel: 'bad-push', extension: 'system', status: 'error', message: 'The token provided is not a valid JWT' }]);
});

test('an expiring token stops delivery and closes the channel', async () => {
  const tag = `exp-${crypto.randomUUID()}`;
  const sub = crypto.randomUUID();
  const client = anon();
  await client.realtime.setAuth(userToken(sub, { expiresIn: 2 }));
  const got: string[] = [];
  const system: SystemMessage[] = [];
  const statuses: string[] = [];
  const channel = client
    .channel(`exp-${tag}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: `tag=eq.${tag}` }, (p) =>
      got.push((p.new as any).body),
    )
    .on('system', {}, (p: SystemMessage) => system.push(p));
  channel.subscribe((s) => statuses.push(s));
  await waitFor(() => (system.some((m) => m.message === 'Subscribed to PostgreSQL') ? true : undefined), 5000, 'armed');
  await sql`insert into public.rt_notes (owner, body, tag) values (${sub}, 'while-valid', ${tag})`;
  await waitFor(() => (got.length ? true : undefined), 5000, 'delivery while valid');
  await waitFor(() => (statuses.includes('CLOSED') ? true : undefined), 5000, 'closed at expiry');
  await sql`insert into public.rt_notes (owner, body, tag) values (${sub}, 'after-expiry', ${tag})`;
  const expired = system.find((m) => m.extension === 'system');
  expect(expired).toMatchObject({
    channel: `exp-${tag}`,
    status: 'error',
    message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
  });
  await new Promise((r) => setTimeout(r, 300));
  expect(got).toEqual(['while-valid']);
});
