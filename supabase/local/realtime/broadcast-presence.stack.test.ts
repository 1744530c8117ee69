// Broadcast between clients (socket and REST), presence and leaving, through supabase-js.
import crypto from 'node:crypto';
import { anon, closeTracked, subscribed, waitFor } from '../testing/realtime';

jest.setTimeout(20_000);
afterEach(closeTracked);

type Msg = { type: string; event: string; payload: any };
const room = () => `room-${crypto.randomUUID().slice(0, 8)}`;

test('a broadcast reaches the other subscribers, and the sender only with self', async () => {
  const name = room();
  const [a, b, c] = [anon(), anon(), anon()];
  const got = { a: [] as Msg[], b: [] as Msg[], c: [] as Msg[] };
  const chA = a.channel(name).on('broadcast', { event: 'cursor' }, (m) => got.a.push(m as Msg));
  const chB = b.channel(name).on('broadcast', { event: '*' }, (m) => got.b.push(m as Msg));
  const chC = c
    .channel(name, { config: { broadcast: { self: true, ack: true } } })
    .on('broadcast', { event: 'cursor' }, (m) => got.c.push(m as Msg));
  await Promise.all([chA, chB, chC].map((ch) => subscribed(ch, { postgres: false })));

  expect(await chA.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, nome: 'olá' } })).toBe('ok');
  await waitFor(() => (got.b.length && got.c.length ? true : undefined), 5000, 'broadcast from a');
  expect(got.b).toEqual([{ type: 'broadcast', event: 'cursor', payload: { x: 1, nome: 'olá' } }]);
  expect(got.c).toEqual([{ type: 'broadcast', event: 'cursor', payload: { x: 1, nome: 'olá' } }]);

  // ack: the reply comes once the server has fanned the message out; self: c hears itself.
  expect(await chC.send({ type: 'broadcast', event: 'cursor', payload: { x: 2 } })).toBe('ok');
  await waitFor(() => (got.c.length === 2 && got.a.length === 1 ? true : undefined), 5000, 'broadcast from c');
  expect(got.a.map((m) => m.payload)).toEqual([{ x: 2 }]);
  expect(got.c.map((m) => m.payload)).toEqual([{ x: 1, nome: 'olá' }, { x: 2 }]);
  await waitFor(() => (got.b.length === 2 ? true : undefined), 5000, 'b hears c');
});

test('the REST broadcast endpoints reach socket subscribers', async () => {
  const name = room();
  const listener = anon();
  const got: Msg[] = [];
  const ch = listener.channel(name).on('broadcast', { event: '*' }, (m) => got.push(m as Msg));
  await subscribed(ch, { postgres: false });

  const sender = anon();
  const rest = sender.channel(name); // never subscribed
  await expect(rest.httpSend('ping', { n: 1 })).resolves.toEqual({ success: true });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  expect(await rest.send({ type: 'broadcast', event: 'pong', payload: { n: 2 } })).toBe('ok'); // REST fallback
  warn.mockRestore();
  await waitFor(() => (got.length === 2 ? true : undefined), 5000, 'REST broadcasts');
  expect(got).toEqual([
    { type: 'broadcast', event: 'ping', payload: { n: 1 } },
    { type: 'broadcast', event: 'pong', payload: { n: 2 } },
  ]);
  await expect(sender.channel(`${name}-private`, { config: { private: true } }).httpSend('x', { n: 3 })).rejects.toThrow(
    /private channels/,
  );
});

test('presence: state on join, diffs on track and untrack, leave on unsubscribe', async () => {
  const name = room();
  const [a, b] = [anon(), anon()];
  const chA = a.channel(name, { config: { presence: { key: 'ana' } } });
  const chB = b.channel(name, { config: { presence: { key: 'bia' } } });
  const leavesSeenByB: string[] = [];
  chA.on('presence', { event: 'sync' }, () => {});
  chB.on('presence', { event: 'sync' }, () => {}).on('presence', { event: 'leave' }, ({ key }) => leavesSeenByB.push(key));
  await subscribed(chA, { postgres: false });
  expect(await chA.track({ online_at: 'agora' })).toBe('ok');
  await subscribed(chB, { postgres: false });
  // b joined after a tracked: it learns about a from presence_state.
  await waitFor(() => (chB.presenceState().ana ? true : undefined), 5000, 'ana in b state');
  expect(await chB.track({ online_at: 'depois' })).toBe('ok');
  await waitFor(() => (chA.presenceState().bia ? true : undefined), 5000, 'bia in a state');

  const state = chA.presenceState() as Record<string, any[]>;
  expect(Object.keys(state).sort()).toEqual(['ana', 'bia']);
  expect(state.ana).toEqual([{ online_at: 'agora', presence_ref: expect.any(String) }]);
  expect(state.bia).toEqual([{ online_at: 'depois', presence_ref: expect.any(String) }]);
  expect(state.ana[0].presence_ref).not.toEqual(state.bia[0].presence_ref);

  expect(await chA.untrack()).toBe('ok');
  await waitFor(() => (leavesSeenByB.includes('ana') ? true : undefined), 5000, 'untrack diff');
  expect(Object.keys(chB.presenceState())).toEqual(['bia']);

  await chA.track({ online_at: 'de novo' });
  await waitFor(() => (chB.presenceState().ana ? true : undefined), 5000, 'ana back');
  expect(await a.removeChannel(chA)).toBe('ok');
  await waitFor(() => (leavesSeenByB.filter((k) => k === 'ana').length === 2 ? true : undefined), 5000, 'leave diff');
  expect(Object.keys(chB.presenceState())).toEqual(['bia']);
});

test('after leaving, a channel gets nothing more while the others still do', async () => {
  const name = room();
  const [a, b] = [anon(), anon()];
  const got = { a: [] as Msg[], b: [] as Msg[] };
  const chA = a.channel(name).on('broadcast', { event: '*' }, (m) => got.a.push(m as Msg));
  const chB = b
    .channel(name, { config: { broadcast: { self: true, ack: true } } })
    .on('broadcast', { event: '*' }, (m) => got.b.push(m as Msg));
  await Promise.all([subscribed(chA, { postgres: false }), subscribed(chB, { postgres: false })]);
  await chB.send({ type: 'broadcast', event: 'one', payload: {} });
  await waitFor(() => (got.a.length === 1 ? true : undefined), 5000, 'first');
  expect(await chA.unsubscribe()).toBe('ok');
  await chB.send({ type: 'broadcast', event: 'two', payload: {} });
  await waitFor(() => (got.b.length === 2 ? true : undefined), 5000, 'second at b');
  expect(got.a.map((m) => m.event)).toEqual(['one']);
});
