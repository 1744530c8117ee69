// Deleting an account (issue 7 item 7): an account with messages (sent and received, unread),
// notifications, onboarding rows and files in both buckets is deleted by an administrator; the
// account is gone and nothing of theirs remains: no row anywhere references it, no file is left,
// and the other person's unread counter no longer counts what came from it.
import { deleteAccount } from '../../lib/data/account-deletion';
import { anonClient, directSql, serviceClient } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const png = () => new Blob([PNG], { type: 'image/png' });

/** Every (table, column) whose foreign key points at a profile or an auth user. */
async function referencesTo(id: string): Promise<string[]> {
  const columns = await sql`
    select c.conrelid::regclass::text as tbl, a.attname as col
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid in ('public.profiles'::regclass, 'auth.users'::regclass)`;
  expect(columns.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const { tbl, col } of columns) {
    // Names from the catalog: regclass text is already quoted where needed.
    const column = `"${String(col).replace(/"/g, '""')}"`;
    const [row] = await sql.unsafe(`select count(*)::int as n from ${tbl} where ${column}::text = $1`, [id]);
    if (row.n > 0) found.push(`${tbl}.${col}: ${row.n}`);
  }
  return found;
}

/** A person with a conversation both ways, notifications, onboarding rows and files. */
async function busyCreator(other: Person): Promise<Person> {
  const p = await signUpAs(CREATOR, 'del-busy');
  const conv = (await p.client.rpc('start_conversation', { other: other.id })).data as string;
  expect(
    (await p.client.from('messages').insert({ conversation_id: conv, sender_id: p.id, body: 'Olá! Tenho interesse.' })).error,
  ).toBeNull();
  expect(
    (await other.client.from('messages').insert({ conversation_id: conv, sender_id: other.id, body: 'Que bom! Vamos conversar.' })).error,
  ).toBeNull();
  await sql`insert into public.notifications (profile_id, kind, title) values (${p.id}, 'new_follower', 'Novo seguidor'), (${p.id}, 'admin_broadcast', 'Aviso')`;
  const [st] = await sql`select id from public.service_types where active order by position limit 1`;
  expect((await p.client.from('profile_service_types').insert({ profile_id: p.id, service_type_id: st.id })).error).toBeNull();
  for (const [bucket, key] of [
    ['avatars', `${p.id}/avatar-1-eu.png`],
    ['logos', `${p.id}/logo-1-marca.png`],
    ['avatars', `${p.id}/avatar-2-eu.png`],
  ]) {
    expect((await p.client.storage.from(bucket).upload(key, png(), { contentType: 'image/png' })).error).toBeNull();
  }
  const [counts] = await sql`select unread_messages, unread_notifications from public.unread_counts where profile_id = ${p.id}`;
  expect(counts).toEqual({ unread_messages: 1, unread_notifications: 2 });
  return p;
}

describe('deleting an account', () => {
  let hirer: Person;
  beforeAll(async () => {
    hirer = await signUpAs(HIRER, 'del-hirer');
  });

  it('an administrator deletes an account with unread messages and notifications (was "Database error deleting user")', async () => {
    const p = await busyCreator(hirer);
    const { error } = await serviceClient().auth.admin.deleteUser(p.id);
    expect(error).toBeNull();
    expect(await referencesTo(p.id)).toEqual([]);
  });

  it('deleteAccount removes the account, every row that references it and every file of it', async () => {
    const p = await busyCreator(hirer);
    const [before] = await sql`select unread_messages from public.unread_counts where profile_id = ${hirer.id}`;
    const publicUrl = anonClient().storage.from('avatars').getPublicUrl(`${p.id}/avatar-1-eu.png`).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(200);

    const result = await deleteAccount(serviceClient(), p.id);

    expect(result.failedBuckets).toEqual([]);
    expect(result.removedFiles.sort()).toEqual([
      `avatars/${p.id}/avatar-1-eu.png`,
      `avatars/${p.id}/avatar-2-eu.png`,
      `logos/${p.id}/logo-1-marca.png`,
    ]);
    const [left] = await sql`
      select (select count(*)::int from auth.users where id = ${p.id}) as users,
             (select count(*)::int from public.profiles where id = ${p.id}) as profiles,
             (select count(*)::int from storage.objects where name like ${p.id + '/%'}) as files`;
    expect(left).toEqual({ users: 0, profiles: 0, files: 0 });
    expect(await referencesTo(p.id)).toEqual([]);
    expect((await fetch(publicUrl)).status).not.toBe(200);
    // The conversation went with the account (docs/security.md), and with it the hirer's unread message.
    const [after] = await sql`select unread_messages from public.unread_counts where profile_id = ${hirer.id}`;
    expect(after.unread_messages).toBe(before.unread_messages - 1);
    const conversations = await hirer.client.from('conversations').select('id');
    expect(conversations.data).toEqual([]);
    // Signing in is impossible: the account does not exist.
    const signIn = await anonClient().auth.signInWithPassword({ email: p.email, password: p.password });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it('an administrator who is deleted leaves the audit trail without their name', async () => {
    const admin = await signUpAs(null, 'del-admin');
    await sql`update public.profiles set category = 'administrador' where id = ${admin.id}`;
    const target = await signUpAs(CREATOR, 'del-target');
    expect((await admin.client.rpc('admin_set_account_blocked', { target: target.id, blocked: true })).error).toBeNull();
    await deleteAccount(serviceClient(), admin.id);
    const audit = await sql`select actor_id, action from public.admin_audit where target_id = ${target.id}`;
    expect(audit).toEqual([{ actor_id: null, action: 'account_blocked' }]);
    expect(await referencesTo(admin.id)).toEqual([]);
  });

  it('an unknown account is reported, nothing else happens', async () => {
    await expect(deleteAccount(serviceClient(), crypto.randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});
