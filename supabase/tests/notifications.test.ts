// notifications: the owner reads them and marks them read; administrators create them; the
// unread badge follows.
import { anonClient, directSql } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

let admin: Person;
let dora: Person;
let eva: Person;

beforeAll(async () => {
  [admin, dora, eva] = await Promise.all([signUpAs(null, 'notadmin'), signUpAs(CREATOR, 'dora'), signUpAs(HIRER, 'eva')]);
  await sql`update public.profiles set category = 'administrador' where id = ${admin.id}`;
});

async function badge(p: Person) {
  const { data } = await p.client.from('unread_counts').select('unread_notifications').eq('profile_id', p.id).maybeSingle();
  return data?.unread_notifications ?? null;
}

const broadcast = (profile_id: string, title: string) => ({ profile_id, kind: 'admin_broadcast', title, body: 'Corpo', link: '/feed' });

it('administrators create notifications; the badge goes up', async () => {
  const { error } = await admin.client.from('notifications').insert([broadcast(dora.id, 'Aviso 1'), broadcast(dora.id, 'Aviso 2')]);
  expect(error).toBeNull();
  expect(await badge(dora)).toBe(2);
  const { data } = await dora.client.from('notifications').select('kind, title, link, read_at').order('title');
  expect(data).toEqual([
    { kind: 'admin_broadcast', title: 'Aviso 1', link: '/feed', read_at: null },
    { kind: 'admin_broadcast', title: 'Aviso 2', link: '/feed', read_at: null },
  ]);
});

it('others cannot create notifications, read someone else’s, or mark them read', async () => {
  const ins = await eva.client.from('notifications').insert(broadcast(dora.id, 'Falso'));
  expect(ins.error?.code).toBe('42501');
  const read = await eva.client.from('notifications').select('id').eq('profile_id', dora.id);
  expect(read).toMatchObject({ error: null, data: [] });
  const mark = await eva.client.from('notifications').update({ read_at: new Date().toISOString() }).eq('profile_id', dora.id).select();
  expect(mark).toMatchObject({ error: null, data: [] });
  const counts = await eva.client.from('unread_counts').select('*').eq('profile_id', dora.id);
  expect(counts).toMatchObject({ error: null, data: [] });
  expect(await badge(dora)).toBe(2);
});

it('the owner changes read_at and nothing else', async () => {
  const { data: one } = await dora.client.from('notifications').select('id').eq('title', 'Aviso 1').single();
  const title = await dora.client.from('notifications').update({ title: 'Editado' }).eq('id', one!.id);
  expect(title.error?.code).toBe('42501');
  const del = await dora.client.from('notifications').delete().eq('id', one!.id);
  expect(del.error?.code).toBe('42501');
  const mark = await dora.client.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', one!.id);
  expect(mark.error).toBeNull();
  expect(await badge(dora)).toBe(1);
  const unmark = await dora.client.from('notifications').update({ read_at: null }).eq('id', one!.id);
  expect(unmark.error).toBeNull();
  expect(await badge(dora)).toBe(2);
});

it('mark_notifications_read marks all of them, only the caller’s', async () => {
  await admin.client.from('notifications').insert(broadcast(eva.id, 'Para Eva'));
  expect(await badge(eva)).toBe(1);
  const { data, error } = await dora.client.rpc('mark_notifications_read');
  expect(error).toBeNull();
  expect(data).toBe(2);
  expect(await badge(dora)).toBe(0);
  expect(await badge(eva)).toBe(1);
  const [{ n }] = await sql`select count(*)::int as n from public.notifications where profile_id = ${eva.id} and read_at is null`;
  expect(n).toBe(1);
});

it('links stay inside the app and kinds are known', async () => {
  const external = await admin.client.from('notifications').insert({ ...broadcast(eva.id, 'Externo'), link: 'https://evil.example' });
  expect(external.error?.code).toBe('23514');
  const protocolRelative = await admin.client.from('notifications').insert({ ...broadcast(eva.id, 'Externo'), link: '//evil.example' });
  expect(protocolRelative.error?.code).toBe('23514');
  const kind = await admin.client.from('notifications').insert({ ...broadcast(eva.id, 'Tipo'), kind: 'spam' });
  expect(kind.error?.code).toBe('23503'); // not a row of notification_kinds
});

test('notification kinds are read by signed-in users and written by migrations only', async () => {
  const read = await dora.client.from('notification_kinds').select('kind, label, icon');
  expect(read.data?.map((k) => k.kind)).toEqual(expect.arrayContaining(['admin_broadcast', 'new_follower']));
  for (const client of [admin.client, dora.client]) {
    expect((await client.from('notification_kinds').insert({ kind: 'spam', label: 'Spam' })).error?.code).toBe('42501');
    const changed = await client.from('notification_kinds').update({ label: 'x' }).eq('kind', 'admin_broadcast').select();
    expect(changed.data ?? []).toEqual([]);
  }
  expect((await anonClient().from('notification_kinds').select('kind')).data ?? []).toEqual([]);
});
