// Issue 7's eavesdropper on the app's chat: an anonymous subscriber and a signed-in third party
// subscribe to every change of public.messages while two people talk. Neither may read those
// rows, so neither gets any event, not even an empty one naming the table, the kind and the time
// (which walrus, Supabase's change filter, would send as "Error 401: Unauthorized"). The
// receiver gets every change of the conversation, DELETE included.
import crypto from 'node:crypto';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { CREATOR, HIRER, signUpAs, type Person } from '../../tests/helpers';
import { directSql } from '../testing/clients';
import { anon, closeTracked, service, subscribed, tracked, waitFor } from '../testing/realtime';

type Payload = RealtimePostgresChangesPayload<Record<string, any>>;

jest.setTimeout(30_000);
const sql = directSql();
afterAll(async () => {
  await closeTracked();
  await sql.end();
});

let ana: Person;
let beto: Person;
let caio: Person;
let conversation: string;

beforeAll(async () => {
  [ana, beto, caio] = await Promise.all([signUpAs(CREATOR, 'vis-ana'), signUpAs(HIRER, 'vis-beto'), signUpAs(CREATOR, 'vis-caio')]);
  const { data, error } = await ana.client.rpc('start_conversation', { other: beto.id });
  if (error) throw new Error(`start_conversation failed: ${error.message}`);
  conversation = data as string;
});

/** Every messages change this client receives, and a sentinel on a table everyone may read. */
function watch(client: ReturnType<typeof anon>, tag: string) {
  const messages: Payload[] = [];
  const sentinels: Payload[] = [];
  const channel = client
    .channel(`eavesdrop-${crypto.randomUUID().slice(0, 8)}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, (p) => messages.push(p))
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes', filter: `tag=eq.${tag}` }, (p) => sentinels.push(p));
  return { messages, sentinels, channel };
}

test('an anonymous and a third-party subscriber learn nothing of a conversation', async () => {
  const tag = `vis-${crypto.randomUUID()}`;
  const eavesdroppers = { anonymous: watch(anon(), tag), outsider: watch(tracked(caio.client), tag) };
  const receiver = watch(tracked(beto.client), tag);
  const admin = watch(service(), tag);
  const all = [eavesdroppers.anonymous, eavesdroppers.outsider, receiver, admin];
  await Promise.all(all.map((w) => subscribed(w.channel)));

  const send = async (body: string) => {
    const { data, error } = await ana.client
      .from('messages')
      .insert({ conversation_id: conversation, sender_id: ana.id, body })
      .select('id')
      .single();
    expect(error).toBeNull();
    return data!.id as string;
  };
  const first = await send('Oi, Beto! Tudo bem?');
  const second = await send('Podemos conversar sobre a vaga?');
  const read = await beto.client.from('messages').update({ read_at: new Date().toISOString() }).eq('id', first);
  expect(read.error).toBeNull();
  await sql`delete from public.messages where id = ${second}`;
  // Written last and readable by everyone: once it arrives, any earlier event would have too.
  await sql`insert into public.rt_notes (body, tag, shared) values ('sentinel', ${tag}, true)`;
  await waitFor(() => (all.every((w) => w.sentinels.length === 1) ? true : undefined), 10_000, 'the sentinel everywhere');

  expect(eavesdroppers.anonymous.messages).toEqual([]);
  expect(eavesdroppers.outsider.messages).toEqual([]);
  const idOf = (p: Payload) => (p.new as any).id ?? (p.old as any).id;
  const seen = (w: typeof receiver) => w.messages.filter((p) => [first, second].includes(idOf(p))).map((p) => `${p.eventType}:${idOf(p)}`);
  expect(seen(receiver)).toEqual([`INSERT:${first}`, `INSERT:${second}`, `UPDATE:${first}`, `DELETE:${second}`]);
  expect(seen(admin)).toEqual([`INSERT:${first}`, `INSERT:${second}`, `UPDATE:${first}`, `DELETE:${second}`]);
  expect(receiver.messages.every((p) => !p.errors?.length)).toBe(true);
});
