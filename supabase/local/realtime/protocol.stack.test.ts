// The socket itself, with a raw WebSocket where the official client cannot go: the apikey check
// at upgrade, heartbeats, and malformed frames (answered or dropped, never fatal). vsn 1.0.0
// is exercised through supabase-js.
import crypto from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { directSql, stackEnv } from '../testing/clients';
import { closeTracked, subscribed, tracked, waitFor } from '../testing/realtime';

jest.setTimeout(20_000);
const sql = directSql();
const sockets: WebSocket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.terminate());
  await closeTracked();
});
afterAll(() => sql.end());

const wsUrl = (query: string) => `${stackEnv.url.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`;

function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.on('error', (e) => (e.message.includes('Unexpected server response') ? undefined : reject(e)));
  });
}

async function raw() {
  const ws = new WebSocket(wsUrl(`apikey=${stackEnv.publishableKey}&vsn=2.0.0`));
  sockets.push(ws);
  const frames: unknown[][] = [];
  ws.on('message', (data, isBinary) => {
    if (!isBinary) frames.push(JSON.parse(data.toString()));
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const reply = (ref: string) => waitFor(() => frames.find((f) => f[1] === ref && f[3] === 'phx_reply'), 3000, `reply ${ref}`);
  return { ws, frames, reply };
}

test('the upgrade checks the apikey: missing 401, unknown 403, known keys connect', async () => {
  expect(await upgradeStatus(wsUrl('vsn=2.0.0'))).toBe(401);
  expect(await upgradeStatus(wsUrl('apikey=sb_publishable_nope&vsn=2.0.0'))).toBe(403);
  expect(await upgradeStatus(wsUrl(`apikey=${stackEnv.publishableKey}&vsn=2.0.0`))).toBe(101);
  expect(await upgradeStatus(wsUrl(`apikey=${stackEnv.anonKey}&vsn=1.0.0`))).toBe(101);
  expect(await upgradeStatus(wsUrl(`apikey=${stackEnv.secretKey}&vsn=3.0.0`))).toBe(403);
});

test('heartbeats are answered, and malformed frames do not break the socket', async () => {
  const { ws, reply } = await raw();
  ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
  expect(await reply('1')).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);

  ws.send('not json at all');
  ws.send(JSON.stringify({ topic: 'realtime:x' })); // a 1.0.0 frame on a 2.0.0 socket
  ws.send(JSON.stringify([null, '2', 42, 'phx_join', {}]));
  ws.send(Buffer.from([9, 1, 2, 3]));
  ws.send(Buffer.from([3, 200, 0, 0, 0, 0, 1, 65]));
  ws.send(JSON.stringify(['3', '3', 'realtime:odd', 'phx_join', 'payload is a string']));
  ws.send(JSON.stringify(['4', '4', 'realtime:bad', 'phx_join', { config: { postgres_changes: 'all' } }]));
  ws.send(JSON.stringify(['5', '5', 'elsewhere', 'phx_join', {}]));
  ws.send(JSON.stringify(['6', '6', 'realtime:never-joined', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]));
  ws.send(JSON.stringify([null, '7', 'phoenix', 'heartbeat', {}]));

  expect(await reply('3')).toEqual(['3', '3', 'realtime:odd', 'phx_reply', { status: 'ok', response: { postgres_changes: [] } }]);
  expect((await reply('4'))[4]).toEqual({
    status: 'error',
    response: { reason: 'InvalidJoinPayload: config.postgres_changes must be a list of objects' },
  });
  expect((await reply('5'))[4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  expect((await reply('6'))[4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  expect(await reply('7')).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  expect(ws.readyState).toBe(WebSocket.OPEN);
});

test('a binary broadcast (kind 3) comes out as a JSON broadcast to the other members', async () => {
  const a = await raw();
  const b = await raw();
  for (const s of [a, b]) s.ws.send(JSON.stringify(['1', '1', 'realtime:bin', 'phx_join', { config: { broadcast: { ack: true } } }]));
  await Promise.all([a.reply('1'), b.reply('1')]);
  const parts = ['1', '2', 'realtime:bin', 'ev', ''].map((s) => Buffer.from(s));
  const header = Buffer.from([3, ...parts.map((p) => p.length), 1]);
  a.ws.send(Buffer.concat([header, ...parts, Buffer.from(JSON.stringify({ olá: 1 }))]));
  expect((await a.reply('2'))[4]).toEqual({ status: 'ok', response: {} });
  const got = await waitFor(() => b.frames.find((f) => f[3] === 'broadcast'), 3000, 'broadcast at b');
  expect(got).toEqual([null, null, 'realtime:bin', 'broadcast', { type: 'broadcast', event: 'ev', payload: { olá: 1 } }]);
});

test('vsn 1.0.0 clients get the same channels and changes', async () => {
  const client = tracked(
    createClient(stackEnv.url, stackEnv.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as any, vsn: '1.0.0' },
    }),
  );
  const id = crypto.randomInt(1, 2 ** 31 - 1);
  const got: any[] = [];
  const ch = client
    .channel(`v1-${id}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_full', filter: `id=eq.${id}` }, (p) => got.push(p));
  await subscribed(ch);
  await sql`insert into public.rt_full (id, label) values (${id}, 'v1')`;
  await waitFor(() => (got.length ? true : undefined), 5000, 'v1 INSERT');
  expect(got[0]).toMatchObject({ eventType: 'INSERT', new: { id, label: 'v1', status: null, tags: null } });
});
