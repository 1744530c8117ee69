// The chat center (issue 11): messages read by conversation members only, blocks between people,
// blocked accounts, attachments in the private chat-attachments bucket, the conversation list,
// the find-or-create race and exact unread counts under concurrency. Each role is a real
// supabase-js client: the two members, a third person, a visitor and an administrator.
import { anonClient, directSql } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const png = () => new Blob([PNG], { type: 'image/png' });

let ana: Person; // creator, member
let beto: Person; // hirer, member
let caio: Person; // third person
let admin: Person;
let conv: string;

beforeAll(async () => {
  [ana, beto, caio, admin] = await Promise.all([
    signUpAs(CREATOR, 'cc-ana'),
    signUpAs(HIRER, 'cc-beto'),
    signUpAs(CREATOR, 'cc-caio'),
    signUpAs(null, 'cc-admin'),
  ]);
  await sql`update public.profiles set category = 'administrador' where id = ${admin.id}`;
  const { data, error } = await ana.client.rpc('start_conversation', { other: beto.id });
  if (error) throw new Error(error.message);
  conv = data as string;
});

const send = (p: Person, body: string, extra: Record<string, unknown> = {}) =>
  p.client
    .from('messages')
    .insert({ conversation_id: conv, sender_id: p.id, body, ...extra })
    .select('id')
    .maybeSingle();

describe('messages: membership', () => {
  it('members read the thread; a third person, a visitor and an administrator read nothing', async () => {
    expect((await send(ana, 'Olá, membro')).error).toBeNull();
    for (const member of [ana, beto]) {
      const { data } = await member.client.from('messages').select('body').eq('conversation_id', conv);
      expect(data!.map((m) => m.body)).toContain('Olá, membro');
    }
    for (const outsider of [caio, admin]) {
      const { data, error } = await outsider.client.from('messages').select('body').eq('conversation_id', conv);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const visitor = await anonClient().from('messages').select('body').eq('conversation_id', conv);
    expect(visitor.data ?? []).toEqual([]);
  });

  it('the list shows each member the other person, the last message and the unread count', async () => {
    const { data, error } = await beto.client.rpc('chat_conversations', {});
    expect(error).toBeNull();
    const row = data!.find((c: { id: string }) => c.id === conv)!;
    expect(row).toMatchObject({
      other_id: ana.id,
      last_body: 'Olá, membro',
      last_sender_id: ana.id,
      blocked_by_me: false,
      blocked_me: false,
    });
    expect(row.unread).toBeGreaterThan(0);
    const none = await caio.client.rpc('chat_conversations', {});
    expect(none.data!.some((c: { id: string }) => c.id === conv)).toBe(false);
    const searched = await beto.client.rpc('chat_conversations', { search: 'zzz-ninguem' });
    expect(searched.data).toEqual([]);
  });

  it('refuses forged senders, third people, empty and oversized messages', async () => {
    expect((await ana.client.from('messages').insert({ conversation_id: conv, sender_id: beto.id, body: 'Falsa' })).error?.code).toBe(
      '42501',
    );
    expect((await caio.client.from('messages').insert({ conversation_id: conv, sender_id: caio.id, body: 'Intrusa' })).error?.code).toBe(
      '42501',
    );
    expect((await send(ana, '  ')).error?.code).toBe('23514');
    expect((await send(ana, 'x'.repeat(4001))).error?.code).toBe('23514');
  });
});

describe('user_blocks', () => {
  it('a person blocks as themselves; both sides see the block; a third person sees nothing', async () => {
    const forged = await caio.client.from('user_blocks').insert({ blocker_id: ana.id, blocked_id: beto.id });
    expect(forged.error?.code).toBe('42501');
    expect((await beto.client.from('user_blocks').insert({ blocker_id: beto.id, blocked_id: ana.id })).error).toBeNull();
    expect((await ana.client.from('user_blocks').select('blocker_id').eq('blocked_id', ana.id)).data).toEqual([{ blocker_id: beto.id }]);
    expect((await caio.client.from('user_blocks').select('blocker_id').eq('blocked_id', ana.id)).data).toEqual([]);
  });

  it('neither side may send while blocked, with a pt-BR message; the blocker unblocks', async () => {
    const fromBlocked = await send(ana, 'Oi?');
    expect(fromBlocked.error).toMatchObject({
      code: '42501',
      message: 'Não é possível enviar mensagens nesta conversa: um de vocês bloqueou o outro.',
    });
    expect((await send(beto, 'Oi?')).error?.code).toBe('42501');
    // The blocked person cannot lift the block.
    await ana.client.from('user_blocks').delete().eq('blocker_id', beto.id);
    expect((await send(ana, 'Ainda bloqueada')).error?.code).toBe('42501');
    // No new conversation starts across a block.
    expect((await caio.client.from('user_blocks').insert({ blocker_id: caio.id, blocked_id: ana.id })).error).toBeNull();
    const start = await ana.client.rpc('start_conversation', { other: caio.id });
    expect(start.error).toMatchObject({ code: '22023', message: 'Não é possível conversar com esta pessoa.' });
    expect((await beto.client.from('user_blocks').delete().eq('blocker_id', beto.id).eq('blocked_id', ana.id)).error).toBeNull();
    expect((await send(ana, 'Desbloqueada')).error).toBeNull();
  });

  it('an account blocked by the administrators cannot send at all', async () => {
    const dora = await signUpAs(CREATOR, 'cc-dora');
    const { data: c } = await dora.client.rpc('start_conversation', { other: beto.id });
    await sql`update public.profiles set is_blocked = true where id = ${dora.id}`;
    try {
      const { error } = await dora.client.from('messages').insert({ conversation_id: c, sender_id: dora.id, body: 'Bloqueada' });
      expect(error?.code).toBe('42501');
    } finally {
      await sql`update public.profiles set is_blocked = false where id = ${dora.id}`;
    }
  });
});

describe('chat-attachments bucket', () => {
  const path = () => `${conv}/${ana.id}/${crypto.randomUUID()}.png`;

  it('is private, 10 MB, images and PDF', async () => {
    const [row] =
      await sql`select public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets where id = 'chat-attachments'`;
    expect(row).toEqual({
      public: false,
      file_size_limit: 10485760,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'],
    });
  });

  it('a member uploads into their own folder; both members read it; others cannot', async () => {
    const key = path();
    expect((await ana.client.storage.from('chat-attachments').upload(key, png(), { contentType: 'image/png' })).error).toBeNull();
    const message = await send(ana, '', {
      attachment_path: key,
      attachment_name: 'foto.png',
      attachment_type: 'image/png',
      attachment_size: PNG.length,
    });
    expect(message.error).toBeNull();
    const signed = await beto.client.storage.from('chat-attachments').createSignedUrl(key, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    for (const outsider of [caio, admin]) {
      const other = await outsider.client.storage.from('chat-attachments').createSignedUrl(key, 60);
      expect(other.data).toBeNull();
      const download = await outsider.client.storage.from('chat-attachments').download(key);
      expect(download.data).toBeNull();
    }
    expect((await anonClient().storage.from('chat-attachments').download(key)).data).toBeNull();
  });

  it('refuses uploads into someone else’s folder, another conversation, or of other types', async () => {
    const asBeto = await ana.client.storage
      .from('chat-attachments')
      .upload(`${conv}/${beto.id}/x.png`, png(), { contentType: 'image/png' });
    expect(asBeto.error).not.toBeNull();
    const intruder = await caio.client.storage
      .from('chat-attachments')
      .upload(`${conv}/${caio.id}/x.png`, png(), { contentType: 'image/png' });
    expect(intruder.error).not.toBeNull();
    const zip = await ana.client.storage
      .from('chat-attachments')
      .upload(`${conv}/${ana.id}/x.zip`, new Blob(['PK'], { type: 'application/zip' }), { contentType: 'application/zip' });
    expect(zip.error).not.toBeNull();
    const elsewhere = await send(ana, 'anexo alheio', {
      attachment_path: `${crypto.randomUUID()}/${ana.id}/x.png`,
      attachment_name: 'x.png',
      attachment_type: 'image/png',
      attachment_size: 10,
    });
    expect(elsewhere.error).toMatchObject({ code: '42501', message: 'O anexo deve estar na pasta desta conversa.' });
  });
});

describe('concurrency', () => {
  it('two people starting at the same moment get the same conversation', async () => {
    const [p, q] = await Promise.all([signUpAs(HIRER, 'cc-race1'), signUpAs(CREATOR, 'cc-race2')]);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => p.client.rpc('start_conversation', { other: q.id })),
      ...Array.from({ length: 5 }, () => q.client.rpc('start_conversation', { other: p.id })),
    ]);
    const ids = new Set(results.map((r) => r.data));
    expect(results.every((r) => r.error === null)).toBe(true);
    expect(ids.size).toBe(1);
    const [{ n }] =
      await sql`select count(*)::int as n from public.conversations where ${p.id} in (member_a, member_b) and ${q.id} in (member_a, member_b)`;
    expect(n).toBe(1);
  });

  it('unread_counts stay exact with 200 messages sent at once and marks read in parallel', async () => {
    const [p, q] = await Promise.all([signUpAs(HIRER, 'cc-many1'), signUpAs(CREATOR, 'cc-many2')]);
    const { data: c } = await p.client.rpc('start_conversation', { other: q.id });
    const sends = await Promise.all(
      Array.from({ length: 200 }, (_, i) => p.client.from('messages').insert({ conversation_id: c, sender_id: p.id, body: `m${i}` })),
    );
    expect(sends.filter((r) => r.error)).toEqual([]);
    const count = async () =>
      (await q.client.from('unread_counts').select('unread_messages').eq('profile_id', q.id).single()).data!.unread_messages;
    expect(await count()).toBe(200);
    const ids = (await q.client.from('messages').select('id').eq('conversation_id', c).limit(100)).data!.map((m) => m.id);
    await Promise.all([
      ...ids.map((id) => q.client.from('messages').update({ read_at: new Date().toISOString() }).eq('id', id).is('read_at', null)),
      q.client.rpc('mark_conversation_read', { conversation: c }),
      q.client.rpc('mark_conversation_read', { conversation: c }),
    ]);
    expect(await count()).toBe(0);
    const [{ n }] = await sql`select count(*)::int as n from public.messages where receiver_id = ${q.id} and read_at is null`;
    expect(n).toBe(0);
  });
});
