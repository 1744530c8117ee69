// Blocked accounts (issue 7 item 6): an administrator blocks through public.admin_set_account_blocked;
// the account is banned in Auth, its sessions end, and with the access token it still holds it
// can write nothing: profile, files, messages, conversations, notifications, onboarding rows.
import fs from 'node:fs';
import path from 'node:path';
import { anonClient, directSql, serviceClient } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const png = () => new Blob([PNG], { type: 'image/png' });

async function makeAdmin(tag: string): Promise<Person> {
  const p = await signUpAs(null, tag);
  await sql`update public.profiles set category = 'administrador' where id = ${p.id}`;
  return p;
}

async function profileRow(id: string) {
  const [row] = await sql`select * from public.profiles where id = ${id}`;
  return row;
}

describe('admin_set_account_blocked', () => {
  let admin: Person;
  let mallory: Person; // creator, to be blocked
  let bruno: Person; // hirer who talks with her
  let conv: string;
  let notification: string;

  beforeAll(async () => {
    [admin, mallory, bruno] = await Promise.all([makeAdmin('blk-admin'), signUpAs(CREATOR, 'blk-mallory'), signUpAs(HIRER, 'blk-bruno')]);
    // Before the block: a conversation, a file, a notification, onboarding rows.
    const started = await mallory.client.rpc('start_conversation', { other: bruno.id });
    expect(started.error).toBeNull();
    conv = started.data as string;
    expect((await mallory.client.storage.from('avatars').upload(`${mallory.id}/avatar-1.png`, png())).error).toBeNull();
    const [n] =
      await sql`insert into public.notifications (profile_id, kind, title) values (${mallory.id}, 'admin_broadcast', 'Olá') returning id`;
    notification = n.id;
    const [st] = await sql`select id from public.service_types where active order by position limit 1`;
    expect(
      (await mallory.client.from('profile_service_types').insert({ profile_id: mallory.id, service_type_id: st.id })).error,
    ).toBeNull();
    // Her client keeps this access token for the whole test: still valid after the block.
    const block = await admin.client.rpc('admin_set_account_blocked', {
      target: mallory.id,
      blocked: true,
      reason: '  Spam em mensagens  ',
    });
    expect(block.error).toBeNull();
  });

  it('blocks the profile, bans the account in Auth, deletes its sessions and audits the change', async () => {
    expect((await profileRow(mallory.id)).is_blocked).toBe(true);
    const [user] = await sql`select banned_until > now() + interval '50 years' as banned from auth.users where id = ${mallory.id}`;
    expect(user.banned).toBe(true);
    const [sessions] = await sql`select count(*)::int as n from auth.sessions where user_id = ${mallory.id}`;
    expect(sessions.n).toBe(0);
    const audit = await admin.client.from('admin_audit').select('actor_id, action, target_id, details').eq('target_id', mallory.id);
    expect(audit.data).toEqual([
      { actor_id: admin.id, action: 'account_blocked', target_id: mallory.id, details: { reason: 'Spam em mensagens' } },
    ]);
  });

  it('refuses her sign-in and her refresh token with user_banned', async () => {
    const client = anonClient();
    const signIn = await client.auth.signInWithPassword({ email: mallory.email, password: mallory.password });
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect(signIn.data.session).toBeNull();
    const refresh = await anonClient().auth.refreshSession({ refresh_token: mallory.session.refresh_token });
    expect(refresh.error).not.toBeNull();
    expect(refresh.data.session).toBeNull();
  });

  it('refuses every write her still-valid access token attempts, and nothing changes', async () => {
    const before = await profileRow(mallory.id);
    const profile = await mallory.client.from('profiles').update({ headline: 'Ainda estou aqui' }).eq('id', mallory.id).select('id');
    expect(profile.data ?? []).toEqual([]);

    const upload = await mallory.client.storage.from('avatars').upload(`${mallory.id}/avatar-2.png`, png());
    expect(upload.error).toMatchObject({ statusCode: '403' });
    const signed = await mallory.client.storage.from('logos').createSignedUploadUrl(`${mallory.id}/logo.png`);
    expect(signed.error).not.toBeNull();
    const upsert = await mallory.client.storage.from('avatars').upload(`${mallory.id}/avatar-1.png`, png(), { upsert: true });
    expect(upsert.error).not.toBeNull();
    await mallory.client.storage.from('avatars').remove([`${mallory.id}/avatar-1.png`]);
    const moved = await mallory.client.storage.from('avatars').move(`${mallory.id}/avatar-1.png`, `${mallory.id}/avatar-3.png`);
    expect(moved.error).not.toBeNull();

    const message = await mallory.client.from('messages').insert({ conversation_id: conv, sender_id: mallory.id, body: 'Oi de novo' });
    expect(message.error?.code).toBe('42501');
    const other = await signUpAs(HIRER, 'blk-other');
    const conversation = await mallory.client.rpc('start_conversation', { other: other.id });
    expect(conversation.error?.code).toBe('42501');
    const readMark = await mallory.client
      .from('conversation_members')
      .update({ last_read_at: new Date().toISOString() })
      .eq('conversation_id', conv)
      .select('profile_id');
    expect(readMark.data ?? []).toEqual([]);

    const read = await mallory.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', notification)
      .select('id');
    expect(read.data ?? []).toEqual([]);
    expect((await mallory.client.rpc('mark_notifications_read')).data).toBe(0);

    const [ct] = await sql`select id from public.content_types where active order by position limit 1`;
    const service = await mallory.client.from('profile_content_types').insert({ profile_id: mallory.id, content_type_id: ct.id });
    expect(service.error?.code).toBe('42501');
    await mallory.client.from('profile_service_types').delete().eq('profile_id', mallory.id);

    // Nothing of hers changed.
    expect(await profileRow(mallory.id)).toEqual(before);
    const objects =
      await sql`select name from storage.objects where bucket_id in ('avatars', 'logos') and name like ${mallory.id + '/%'} order by name`;
    expect(objects.map((o) => o.name)).toEqual([`${mallory.id}/avatar-1.png`]);
    const [counts] = await sql`
      select (select count(*)::int from public.messages where sender_id = ${mallory.id}) as messages,
             (select count(*)::int from public.conversations where ${mallory.id} in (member_a, member_b)) as conversations,
             (select count(*)::int from public.notifications where profile_id = ${mallory.id} and read_at is null) as unread,
             (select count(*)::int from public.profile_service_types where profile_id = ${mallory.id}) as services,
             (select count(*)::int from public.profile_content_types where profile_id = ${mallory.id}) as contents`;
    expect(counts).toEqual({ messages: 0, conversations: 1, unread: 1, services: 1, contents: 0 });
  });

  it('disappears from public_profiles and cannot be messaged anew', async () => {
    const seen = await bruno.client.from('public_profiles').select('id').eq('id', mallory.id);
    expect(seen.data).toEqual([]);
    const start = await bruno.client.rpc('start_conversation', { other: mallory.id });
    expect(start.error?.code).toBe('22023');
  });

  it('unblocking lets her sign in and write again', async () => {
    const unblock = await admin.client.rpc('admin_set_account_blocked', { target: mallory.id, blocked: false });
    expect(unblock.error).toBeNull();
    const [user] = await sql`select banned_until from auth.users where id = ${mallory.id}`;
    expect(user.banned_until).toBeNull();
    const client = anonClient();
    const signIn = await client.auth.signInWithPassword({ email: mallory.email, password: mallory.password });
    expect(signIn.error).toBeNull();
    const { data, error } = await client.from('profiles').update({ headline: 'De volta' }).eq('id', mallory.id).select('headline').single();
    expect(error).toBeNull();
    expect(data).toEqual({ headline: 'De volta' });
    const actions = await sql`select action from public.admin_audit where target_id = ${mallory.id} order by id`;
    expect(actions.map((a) => a.action)).toEqual(['account_blocked', 'account_unblocked']);
  });
});

describe('who may block', () => {
  it('refuses callers that are not active administrators', async () => {
    const [creator, target] = await Promise.all([signUpAs(CREATOR, 'blk-nope'), signUpAs(HIRER, 'blk-target')]);
    const self = await creator.client.rpc('admin_set_account_blocked', { target: target.id, blocked: true });
    expect(self.error).toMatchObject({ code: '42501', message: 'Apenas administradores podem bloquear ou desbloquear contas.' });
    const visitor = await anonClient().rpc('admin_set_account_blocked', { target: target.id, blocked: true });
    expect(visitor.error).not.toBeNull();
    const blockedAdmin = await makeAdmin('blk-badmin');
    await sql`update public.profiles set is_blocked = true where id = ${blockedAdmin.id}`;
    const stale = await blockedAdmin.client.rpc('admin_set_account_blocked', { target: target.id, blocked: true });
    expect(stale.error?.code).toBe('42501');
    expect((await profileRow(target.id)).is_blocked).toBe(false);
  });

  it('refuses blocking oneself, and direct changes of is_blocked, even by an administrator', async () => {
    const admin = await makeAdmin('blk-self');
    const target = await signUpAs(CREATOR, 'blk-direct');
    const self = await admin.client.rpc('admin_set_account_blocked', { target: admin.id, blocked: true });
    expect(self.error).toMatchObject({ code: '42501', message: 'Você não pode bloquear a sua própria conta.' });
    const direct = await admin.client.from('profiles').update({ is_blocked: true }).eq('id', target.id);
    expect(direct.error?.code).toBe('42501');
    const ghost = await admin.client.rpc('admin_set_account_blocked', { target: crypto.randomUUID(), blocked: true });
    expect(ghost.error?.code).toBe('PT404');
    expect((await profileRow(target.id)).is_blocked).toBe(false);
    expect((await profileRow(admin.id)).is_blocked).toBe(false);
  });

  it('two administrators blocking each other at once leave one of them active', async () => {
    const [a, b] = await Promise.all([makeAdmin('blk-duel-a'), makeAdmin('blk-duel-b')]);
    const results = await Promise.all([
      a.client.rpc('admin_set_account_blocked', { target: b.id, blocked: true }),
      b.client.rpc('admin_set_account_blocked', { target: a.id, blocked: true }),
    ]);
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    const rows = await sql`select is_blocked from public.profiles where id in (${a.id}, ${b.id})`;
    expect(rows.map((r) => r.is_blocked).sort()).toEqual([false, true]);
  });

  it('the service role may change is_blocked directly, and Auth follows', async () => {
    const p = await signUpAs(CREATOR, 'blk-svc');
    expect((await serviceClient().from('profiles').update({ is_blocked: true }).eq('id', p.id)).error).toBeNull();
    const [user] =
      await sql`select banned_until is not null as banned, (select count(*)::int from auth.sessions where user_id = ${p.id}) as sessions from auth.users where id = ${p.id}`;
    expect(user).toEqual({ banned: true, sessions: 0 });
  });
});

describe('the wall covers every table', () => {
  it('every table the migrations create, and storage.objects, refuses writes of blocked accounts', async () => {
    const dir = path.join(__dirname, '..', 'migrations');
    const tables = new Set<string>();
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
      for (const m of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/create table (?:if not exists )?public\.(\w+)/gi))
        tables.add(m[1]);
    }
    expect(tables.size).toBeGreaterThan(15);
    const policies = await sql`
      select schemaname || '.' || tablename as t, cmd, qual, with_check from pg_policies
      where permissive = 'RESTRICTIVE' and 'authenticated' = any (roles)`;
    const guarded = (t: string, cmd: string) =>
      policies.some((p) => p.t === t && p.cmd === cmd && `${p.qual ?? ''} ${p.with_check ?? ''}`.includes('is_active_user()'));
    const missing = [...[...tables].map((t) => `public.${t}`), 'storage.objects'].flatMap((t) =>
      ['INSERT', 'UPDATE', 'DELETE'].filter((cmd) => !guarded(t, cmd)).map((cmd) => `${t} ${cmd}`),
    );
    expect(missing).toEqual([]);
  });
});
