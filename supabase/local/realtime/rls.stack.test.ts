// Row level security per subscriber: INSERT/UPDATE reach only subscribers whose role and claims
// may SELECT the row; a DELETE only those whose SELECT policies let the old row through
// (Supabase sends every DELETE; the local stack does not). A "sentinel" row every subscriber
// may see is written last: once it arrives, anything hidden before it would have too.
import crypto from 'node:crypto';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { directSql, signedInUser } from '../testing/clients';
import { anon, closeTracked, service, subscribed, tracked, userClient, userToken, waitFor } from '../testing/realtime';

type Payload = RealtimePostgresChangesPayload<Record<string, any>>;

jest.setTimeout(20_000);
const sql = directSql();
afterEach(closeTracked);
afterAll(() => sql.end());

function watch(client: ReturnType<typeof anon>, tag: string, event: '*' | 'INSERT' | 'UPDATE' | 'DELETE' = '*') {
  const got: Payload[] = [];
  const channel = client
    .channel(`rls-${tag}-${crypto.randomUUID().slice(0, 6)}`)
    .on('postgres_changes', { event, schema: 'public', table: 'rt_notes', filter: `tag=eq.${tag}` }, (p) => got.push(p));
  return { got, channel, bodies: () => got.map((p) => `${p.eventType}:${(p.new as any).body ?? ''}`) };
}

const insert = (owner: string | null, body: string, tag: string, shared = false) =>
  sql`insert into public.rt_notes (owner, body, tag, shared) values (${owner}, ${body}, ${tag}, ${shared}) returning id`.then((r) =>
    Number(r[0].id),
  );

test('a row hidden by RLS reaches its owner but not another user, anon sees only shared rows', async () => {
  const tag = `rls-${crypto.randomUUID()}`;
  const alice = await userClient();
  const bob = await userClient();
  const a = watch(alice.client, tag);
  const b = watch(bob.client, tag);
  const n = watch(anon(), tag);
  const s = watch(service(), tag);
  await Promise.all([subscribed(a.channel), subscribed(b.channel), subscribed(n.channel), subscribed(s.channel)]);

  await insert(bob.sub, 'only-bob', tag);
  await insert(alice.sub, 'only-alice', tag);
  await insert(null, 'everyone', tag, true);
  await waitFor(() => (a.got.length && b.got.length && n.got.length && s.got.length >= 3 ? true : undefined), 5000, 'sentinel');
  // The sentinel came last for everyone, so nothing else is on its way.
  await waitFor(() => ([a, b, n].every((w) => w.bodies().includes('INSERT:everyone')) ? true : undefined), 5000, 'sentinel everywhere');
  expect(a.bodies()).toEqual(['INSERT:only-alice', 'INSERT:everyone']);
  expect(b.bodies()).toEqual(['INSERT:only-bob', 'INSERT:everyone']);
  expect(n.bodies()).toEqual(['INSERT:everyone']);
  expect(s.bodies()).toEqual(['INSERT:only-bob', 'INSERT:only-alice', 'INSERT:everyone']);
});

test('an UPDATE is checked against the new row; a DELETE against the old row, and carries only the key', async () => {
  const tag = `upd-${crypto.randomUUID()}`;
  const alice = await userClient();
  const bob = await userClient();
  const a = watch(alice.client, tag);
  const b = watch(bob.client, tag);
  await Promise.all([subscribed(a.channel), subscribed(b.channel)]);
  const id = await insert(alice.sub, 'mine', tag);
  // RLS is checked when the change is delivered, against the row as it is then (as walrus does).
  await waitFor(() => (a.got.length ? true : undefined), 5000, 'alice INSERT');
  await sql`update public.rt_notes set owner = ${bob.sub}, body = 'given' where id = ${id}`;
  const sentinel = await insert(null, 'everyone', tag, true);
  await waitFor(
    () => (a.bodies().includes('INSERT:everyone') && b.bodies().includes('INSERT:everyone') ? true : undefined),
    5000,
    'sentinel',
  );
  expect(a.bodies()).toEqual(['INSERT:mine', 'INSERT:everyone']);
  expect(b.bodies()).toEqual(['UPDATE:given', 'INSERT:everyone']);

  // DELETE: filters on a non-key column cannot match (the old row is the key), so watch by id.
  const deletes: Payload[] = [];
  const seenByService: Payload[] = [];
  const d = alice.client
    .channel(`del-${tag}`)
    .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'rt_notes', filter: `id=in.(${id},${sentinel})` }, (p) =>
      deletes.push(p),
    );
  const sv = service()
    .channel(`del-s-${tag}`)
    .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'rt_notes', filter: `id=in.(${id},${sentinel})` }, (p) =>
      seenByService.push(p),
    );
  await Promise.all([subscribed(d), subscribed(sv)]);
  await sql`delete from public.rt_notes where id = ${id}`; // bob's row: alice may not SELECT it
  await sql`delete from public.rt_notes where id = ${sentinel}`; // shared: alice may
  await waitFor(() => (deletes.length >= 1 && seenByService.length >= 2 ? true : undefined), 5000, 'deletes');
  expect(deletes.map((p) => p.old)).toEqual([{ id: sentinel }]);
  expect(seenByService.map((p) => p.old)).toEqual([{ id }, { id: sentinel }]);
});

test('access_token updates swap the claims used for RLS', async () => {
  const tag = `tok-${crypto.randomUUID()}`;
  const client = anon();
  const got: Payload[] = [];
  const channel = client
    .channel(`tok-${tag}`, { config: { broadcast: { ack: true } } })
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: `tag=eq.${tag}` }, (p) => got.push(p));
  await subscribed(channel);
  const carol = crypto.randomUUID();
  await insert(carol, 'before', tag);
  await insert(null, 'shared-1', tag, true);
  await waitFor(() => (got.length >= 1 ? true : undefined), 5000, 'shared-1');

  await client.realtime.setAuth(userToken(carol));
  // An acknowledged broadcast on the same socket proves the server has read the token push.
  expect(await channel.send({ type: 'broadcast', event: 'sync', payload: {} })).toBe('ok');
  await insert(carol, 'after', tag);
  await insert(null, 'shared-2', tag, true);
  await waitFor(() => (got.length >= 3 ? true : undefined), 5000, 'after the token swap');
  expect(got.map((p) => (p.new as any).body)).toEqual(['shared-1', 'after', 'shared-2']);
});

test('users signed in through Auth: supabase-js hands their session token to realtime', async () => {
  const tag = `auth-${crypto.randomUUID()}`;
  const dora = await signedInUser({}, 'rt-dora');
  const ezra = await signedInUser({}, 'rt-ezra');
  const d = watch(tracked(dora.client), tag);
  const e = watch(tracked(ezra.client), tag);
  await Promise.all([subscribed(d.channel), subscribed(e.channel)]);
  await insert(ezra.user.id, 'for-ezra', tag);
  await insert(dora.user.id, 'for-dora', tag);
  await insert(null, 'everyone', tag, true);
  await waitFor(
    () => (d.bodies().includes('INSERT:everyone') && e.bodies().includes('INSERT:everyone') ? true : undefined),
    5000,
    'sentinel',
  );
  expect(d.bodies()).toEqual(['INSERT:for-dora', 'INSERT:everyone']);
  expect(e.bodies()).toEqual(['INSERT:for-ezra', 'INSERT:everyone']);
});
