// postgres_changes through supabase-js: payload shapes for INSERT/UPDATE/DELETE, replica
// identity, event and schema matching. Rows are written with direct SQL (the writer is not
// what is under test here); subscribers are official clients.
import crypto from 'node:crypto';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { directSql, roleSql } from '../testing/clients';
import { anon, closeTracked, service as serviceClient, subscribed, waitFor } from '../testing/realtime';

type Payload = RealtimePostgresChangesPayload<Record<string, any>>;

jest.setTimeout(20_000);

const sql = directSql();
const realtimeAdmin = roleSql('supabase_realtime_admin'); // owner of the local change capture (_realtime)
let service: ReturnType<typeof serviceClient>;
beforeEach(() => {
  service = serviceClient();
});
afterEach(closeTracked);
afterAll(() => Promise.all([sql.end(), realtimeAdmin.end()]));

test('INSERT, UPDATE and DELETE arrive with the Supabase payload shape', async () => {
  const id = crypto.randomInt(1, 2 ** 47);
  const tag = `shape-${id}`;
  const got: Payload[] = [];
  const byTag: Payload[] = [];
  const ch = service
    .channel(`pc-${tag}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes', filter: `id=eq.${id}` }, (p) => got.push(p))
    .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes', filter: `tag=eq.${tag}` }, (p) => byTag.push(p));
  await subscribed(ch);

  const [row] = await sql`insert into public.rt_notes (id, owner, body, tag, n, meta) overriding system value
    values (${id}, ${crypto.randomUUID()}, 'oi', ${tag}, 3, ${sql.json({ a: [1, 2] })}) returning to_jsonb(rt_notes.*) as j`;
  const inserted = row.j;
  await waitFor(() => (got.length >= 1 ? true : undefined), 5000, 'INSERT');
  expect(got[0]).toEqual({
    schema: 'public',
    table: 'rt_notes',
    eventType: 'INSERT',
    commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    new: inserted,
    old: {},
    errors: null,
  });
  expect(got[0].new).toMatchObject({ id, body: 'oi', n: 3, meta: { a: [1, 2] }, shared: false });

  await sql`update public.rt_notes set body = 'tchau', n = 4 where id = ${id}`;
  await waitFor(() => (got.length >= 2 ? true : undefined), 5000, 'UPDATE');
  expect(got[1]).toMatchObject({ eventType: 'UPDATE', new: { ...inserted, body: 'tchau', n: 4 }, old: { id }, errors: null });
  expect(Object.keys(got[1].old)).toEqual(['id']); // default replica identity: the key only

  await sql`delete from public.rt_notes where id = ${id}`;
  await waitFor(() => (got.length >= 3 ? true : undefined), 5000, 'DELETE');
  expect(got[2]).toMatchObject({ eventType: 'DELETE', new: {}, old: { id }, errors: null });
  expect(Object.keys(got[2].old)).toEqual(['id']);
  // As Supabase: a DELETE only carries the key, so a filter on another column cannot match it.
  expect(byTag.map((p) => p.eventType)).toEqual(['INSERT', 'UPDATE']);
});

test('REPLICA IDENTITY FULL sends the whole old row, arrays and all', async () => {
  const id = crypto.randomInt(1, 2 ** 31 - 1);
  const got: Payload[] = [];
  const ch = service
    .channel(`full-${id}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_full', filter: `id=eq.${id}` }, (p) => got.push(p));
  await subscribed(ch);
  await sql`insert into public.rt_full (id, label, status, tags) values (${id}, 'a', 'open', ${['x', 'y']})`;
  await sql`update public.rt_full set status = 'closed' where id = ${id}`;
  await sql`delete from public.rt_full where id = ${id}`;
  await waitFor(() => (got.length >= 3 ? true : undefined), 5000, 'three changes');
  expect(got.map((p) => p.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  expect(got[0].new).toEqual({ id, label: 'a', status: 'open', tags: ['x', 'y'] });
  expect(got[1].old).toEqual({ id, label: 'a', status: 'open', tags: ['x', 'y'] });
  expect(got[1].new).toEqual({ id, label: 'a', status: 'closed', tags: ['x', 'y'] });
  expect(got[2].old).toEqual({ id, label: 'a', status: 'closed', tags: ['x', 'y'] });
});

test('each binding gets only its event; a schema-wide binding sees every published table', async () => {
  const id = crypto.randomInt(1, 2 ** 31 - 1);
  const inserts: Payload[] = [];
  const updates: Payload[] = [];
  const schemaWide: Payload[] = [];
  const ch = service
    .channel(`events-${id}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_full', filter: `id=eq.${id}` }, (p) => inserts.push(p))
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'rt_full', filter: `id=eq.${id}` }, (p) => updates.push(p))
    .on('postgres_changes', { event: 'DELETE', schema: 'public' }, (p) => schemaWide.push(p));
  await subscribed(ch);
  await sql`insert into public.rt_full (id, label) values (${id}, 'e')`;
  await sql`update public.rt_full set label = 'f' where id = ${id}`;
  await sql`delete from public.rt_full where id = ${id}`;
  const mine = () => schemaWide.filter((p) => p.table === 'rt_full' && (p.old as any).id === id);
  await waitFor(() => (mine().length === 1 ? true : undefined), 5000, 'schema-wide DELETE');
  expect(inserts.map((p) => p.eventType)).toEqual(['INSERT']);
  expect(updates.map((p) => p.eventType)).toEqual(['UPDATE']);
  expect(mine()[0]).toMatchObject({ eventType: 'DELETE', schema: 'public', table: 'rt_full' });
});

test('a table without primary key reports the Realtime error instead of a record', async () => {
  const label = `nopk-${crypto.randomUUID()}`;
  const got: Payload[] = [];
  const ch = service.channel(label).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_nopk' }, (p) => got.push(p));
  await subscribed(ch);
  await sql`insert into public.rt_nopk (label) values (${label})`;
  await waitFor(() => (got.length >= 1 ? true : undefined), 5000, 'nopk INSERT');
  expect(got[0]).toMatchObject({ eventType: 'INSERT', table: 'rt_nopk', new: {}, errors: ['Error 400: Bad Request, no primary key'] });
});

test('columns the role may not SELECT are left out of the record', async () => {
  const id = crypto.randomInt(1, 2 ** 31 - 1);
  const got: Payload[] = [];
  const ch = anon()
    .channel(`secret-${id}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_secret', filter: `id=eq.${id}` }, (p) => got.push(p));
  await subscribed(ch);
  await sql`insert into public.rt_secret (id, visible, secret) values (${id}, 'v', 's')`;
  await waitFor(() => (got.length >= 1 ? true : undefined), 5000, 'rt_secret INSERT');
  expect(got[0].new).toEqual({ id, visible: 'v' });
});

test('rows too big for NOTIFY still arrive whole; records over 1 MB lose their long values (Error 413)', async () => {
  const id = crypto.randomInt(1, 2 ** 31 - 1);
  const got: Payload[] = [];
  const ch = service
    .channel(`big-${id}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_full', filter: `id=eq.${id}` }, (p) => got.push(p));
  await subscribed(ch);
  const big = 'x'.repeat(20_000);
  const huge = 'y'.repeat(1_100_000);
  await sql`insert into public.rt_full (id, label, status) values (${id}, ${big}, 'open')`;
  await sql`update public.rt_full set label = ${huge} where id = ${id}`;
  await waitFor(() => (got.length >= 2 ? true : undefined), 5000, 'big changes');
  expect(got[0]).toMatchObject({ eventType: 'INSERT', new: { id, label: big, status: 'open' }, errors: null });
  expect(got[1]).toMatchObject({ eventType: 'UPDATE', new: { id, status: 'open', tags: null }, errors: ['Error 413: Payload Too Large'] });
  expect(got[1].new).not.toHaveProperty('label');
  expect(got[1].old).toEqual({ id, status: 'open', tags: null }); // the 20 kB old label is dropped too
  const [{ count }] = await realtimeAdmin`select count(*)::int as count from _realtime.overflow
    where payload::jsonb ->> 'table' = 'rt_full' and (payload::jsonb -> 'record' ->> 'id')::int = ${id}`;
  expect(count).toBe(0); // read and removed
});
