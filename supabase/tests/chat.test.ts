// Chat: conversations, members and messages are visible to their two members only; a member
// sends as themselves; the receiver marks read; unread_counts follow every change.
import { directSql } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signUpAs, subscribed, waitFor, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

let ana: Person; // creator
let beto: Person; // hirer
let caio: Person; // outsider
let conv: string;

beforeAll(async () => {
  [ana, beto, caio] = await Promise.all([signUpAs(CREATOR, 'ana'), signUpAs(HIRER, 'beto'), signUpAs(CREATOR, 'caio')]);
  const { data, error } = await ana.client.rpc('start_conversation', { other: beto.id });
  if (error) throw new Error(`start_conversation failed: ${error.message}`);
  conv = data as string;
});

async function unread(p: Person) {
  const { data, error } = await p.client
    .from('unread_counts')
    .select('unread_messages, unread_notifications')
    .eq('profile_id', p.id)
    .maybeSingle();
  expect(error).toBeNull();
  return data;
}

describe('start_conversation', () => {
  it('returns the same conversation for the pair, whoever starts it', async () => {
    const again = await beto.client.rpc('start_conversation', { other: ana.id });
    expect(again).toMatchObject({ error: null, data: conv });
    const [row] = await sql`select member_a, member_b from public.conversations where id = ${conv}`;
    expect([row.member_a, row.member_b]).toEqual([ana.id, beto.id].sort());
    const members = await ana.client.from('conversation_members').select('profile_id').eq('conversation_id', conv);
    expect(members.data!.map((m) => m.profile_id).sort()).toEqual([ana.id, beto.id].sort());
  });

  it('refuses a conversation with oneself or with nobody', async () => {
    const self = await ana.client.rpc('start_conversation', { other: ana.id });
    expect(self.error?.code).toBe('22023');
    const ghost = await ana.client.rpc('start_conversation', { other: crypto.randomUUID() });
    expect(ghost.error?.code).toBe('22023');
  });

  it('is the only way to create conversations', async () => {
    const { error } = await caio.client
      .from('conversations')
      .insert({ member_a: ana.id < caio.id ? ana.id : caio.id, member_b: ana.id < caio.id ? caio.id : ana.id });
    expect(error?.code).toBe('42501');
    const join = await caio.client.from('conversation_members').insert({ conversation_id: conv, profile_id: caio.id });
    expect(join.error?.code).toBe('42501');
  });
});

describe('messages', () => {
  it('a member sends as themselves; the receiver is filled in', async () => {
    const { data, error } = await ana.client
      .from('messages')
      .insert({ conversation_id: conv, sender_id: ana.id, body: 'Oi, Beto! Vi sua oportunidade.' })
      .select('sender_id, receiver_id, read_at')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ sender_id: ana.id, receiver_id: beto.id, read_at: null });
  });

  it('cannot be sent as someone else', async () => {
    const { error } = await ana.client.from('messages').insert({ conversation_id: conv, sender_id: beto.id, body: 'Falsa' });
    expect(error?.code).toBe('42501');
  });

  it('cannot be sent into a conversation one is not in', async () => {
    const { error } = await caio.client.from('messages').insert({ conversation_id: conv, sender_id: caio.id, body: 'Intruso' });
    expect(error?.code).toBe('42501');
    const wrongReceiver = await ana.client
      .from('messages')
      .insert({ conversation_id: conv, sender_id: ana.id, receiver_id: caio.id, body: 'Desvio' });
    expect(wrongReceiver.error?.code).toBe('42501');
    const [{ n }] = await sql`select count(*)::int as n from public.messages where body in ('Falsa', 'Intruso', 'Desvio')`;
    expect(n).toBe(0);
  });

  it('cannot be sent already read, or empty, or longer than 4000 characters', async () => {
    const read = await ana.client
      .from('messages')
      .insert({ conversation_id: conv, sender_id: ana.id, body: 'Lida?', read_at: new Date().toISOString() });
    expect(read.error?.code).toBe('42501');
    const blank = await ana.client.from('messages').insert({ conversation_id: conv, sender_id: ana.id, body: '   ' });
    expect(blank.error?.code).toBe('23514');
    const long = await ana.client.from('messages').insert({ conversation_id: conv, sender_id: ana.id, body: 'x'.repeat(4001) });
    expect(long.error?.code).toBe('23514');
    const max = await ana.client.from('messages').insert({ conversation_id: conv, sender_id: ana.id, body: 'y'.repeat(4000) });
    expect(max.error).toBeNull();
  });

  it('outsiders read none of the conversation, its members or messages', async () => {
    const c = await caio.client.from('conversations').select('id').eq('id', conv);
    expect(c).toMatchObject({ error: null, data: [] });
    const m = await caio.client.from('conversation_members').select('profile_id').eq('conversation_id', conv);
    expect(m).toMatchObject({ error: null, data: [] });
    const msgs = await caio.client.from('messages').select('id').eq('conversation_id', conv);
    expect(msgs).toMatchObject({ error: null, data: [] });
  });

  it('the receiver may set read_at and nothing else; the sender may not', async () => {
    const { data: sent } = await ana.client
      .from('messages')
      .insert({ conversation_id: conv, sender_id: ana.id, body: 'Pode ler?' })
      .select('id')
      .single();
    const bySender = await ana.client.from('messages').update({ read_at: new Date().toISOString() }).eq('id', sent!.id).select();
    expect(bySender).toMatchObject({ error: null, data: [] });
    const body = await beto.client.from('messages').update({ body: 'Editada' }).eq('id', sent!.id);
    expect(body.error?.code).toBe('42501');
    const byOutsider = await caio.client.from('messages').update({ read_at: new Date().toISOString() }).eq('id', sent!.id).select();
    expect(byOutsider).toMatchObject({ error: null, data: [] });
    const [row] = await sql`select body, read_at from public.messages where id = ${sent!.id}`;
    expect(row).toEqual({ body: 'Pode ler?', read_at: null });
    const byReceiver = await beto.client
      .from('messages')
      .update({ read_at: new Date().toISOString() })
      .eq('id', sent!.id)
      .select('read_at');
    expect(byReceiver.error).toBeNull();
    expect(byReceiver.data![0].read_at).not.toBeNull();
    const del = await ana.client.from('messages').delete().eq('id', sent!.id);
    expect(del.error?.code).toBe('42501');
  });
});

describe('unread message counts', () => {
  it('go up on a new message, down when it is read, and only the owner sees them', async () => {
    const p = await signUpAs(HIRER, 'count');
    const q = await signUpAs(CREATOR, 'count2');
    const { data: c } = await p.client.rpc('start_conversation', { other: q.id });
    expect(await unread(q)).toBeNull();
    for (const body of ['um', 'dois', 'três']) {
      const { error } = await p.client.from('messages').insert({ conversation_id: c, sender_id: p.id, body });
      expect(error).toBeNull();
    }
    expect(await unread(q)).toEqual({ unread_messages: 3, unread_notifications: 0 });
    const fromP = await p.client.from('unread_counts').select('*').eq('profile_id', q.id);
    expect(fromP).toMatchObject({ error: null, data: [] });
    const { data: first } = await q.client.from('messages').select('id').eq('conversation_id', c).eq('body', 'um').single();
    await q.client.from('messages').update({ read_at: new Date().toISOString() }).eq('id', first!.id);
    expect(await unread(q)).toEqual({ unread_messages: 2, unread_notifications: 0 });
    const marked = await q.client.rpc('mark_conversation_read', { conversation: c });
    expect(marked).toMatchObject({ error: null, data: 2 });
    expect(await unread(q)).toEqual({ unread_messages: 0, unread_notifications: 0 });
    const [member] = await sql`select last_read_at from public.conversation_members where conversation_id = ${c} and profile_id = ${q.id}`;
    expect(member.last_read_at).not.toBeNull();
    // deleting an unread message (service side) takes it off the count
    await p.client.from('messages').insert({ conversation_id: c, sender_id: p.id, body: 'quatro' });
    expect((await unread(q))!.unread_messages).toBe(1);
    await sql`delete from public.messages where conversation_id = ${c} and body = 'quatro'`;
    expect((await unread(q))!.unread_messages).toBe(0);
  });

  it('come from one trigger function for messages and notifications; a message moves its conversation up', async () => {
    const triggers = await sql<{ table: string; name: string; args: string }[]>`
      select tgrelid::regclass::text as table, tgname as name, encode(tgargs, 'escape') as args
      from pg_trigger where tgfoid = 'public.count_unread()'::regprocedure order by 1, 2`;
    expect(triggers.map((t) => `${t.table} ${t.name} ${t.args.split('\\000').filter(Boolean).join(',')}`)).toEqual([
      'messages messages_count_unread_delete messages,receiver_id',
      'messages messages_count_unread_insert messages,receiver_id',
      'messages messages_count_unread_update messages,receiver_id',
      'notifications notifications_count_unread_delete notifications,profile_id',
      'notifications notifications_count_unread_insert notifications,profile_id',
      'notifications notifications_count_unread_update notifications,profile_id',
    ]);

    const p = await signUpAs(HIRER, 'ultima');
    const q = await signUpAs(CREATOR, 'ultima2');
    const { data: c } = await p.client.rpc('start_conversation', { other: q.id });
    const [fresh] = await sql`select last_message_at from public.conversations where id = ${c}`;
    expect(fresh.last_message_at).toBeNull();
    await p.client.from('messages').insert({ conversation_id: c!, sender_id: p.id, receiver_id: q.id, body: 'oi' });
    const [moved] = await sql`
      select c.last_message_at = (select max(m.created_at) from public.messages m where m.conversation_id = c.id) as latest
      from public.conversations c where c.id = ${c}`;
    expect(moved.latest).toBe(true);
  });

  it('cannot be written by clients', async () => {
    const upd = await ana.client.from('unread_counts').update({ unread_messages: 0 }).eq('profile_id', ana.id);
    expect(upd.error?.code).toBe('42501');
    const ins = await caio.client.from('unread_counts').insert({ profile_id: caio.id, unread_messages: 99 });
    expect(ins.error?.code).toBe('42501');
    const del = await beto.client.from('unread_counts').delete().eq('profile_id', beto.id);
    expect(del.error?.code).toBe('42501');
  });
});

describe('realtime', () => {
  it('delivers a new message to its receiver and not to an outsider listening for it', async () => {
    const received: unknown[] = [];
    const leaked: unknown[] = [];
    const filter = `receiver_id=eq.${beto.id}`;
    const mine = beto.client
      .channel(`inbox-${beto.id}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter }, (p) => received.push(p.new));
    const spy = caio.client
      .channel(`spy-${beto.id}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter }, (p) => leaked.push(p.new));
    await Promise.all([subscribed(mine), subscribed(spy)]);
    try {
      await ana.client.from('messages').insert({ conversation_id: conv, sender_id: ana.id, body: 'Em tempo real' });
      const msg = await waitFor(() => received.find((m: any) => m.body === 'Em tempo real'), 5000, 'the message event');
      expect(msg).toMatchObject({ sender_id: ana.id, receiver_id: beto.id });
      await new Promise((r) => setTimeout(r, 300));
      expect(leaked).toEqual([]);
    } finally {
      await Promise.all([beto.client.removeAllChannels(), caio.client.removeAllChannels()]);
      beto.client.realtime.disconnect();
      caio.client.realtime.disconnect();
    }
  });
});
