// The Realtime service: Phoenix channels over WebSocket at /realtime/v1/websocket (broadcast,
// presence, postgres_changes with RLS per subscriber) and the REST broadcast API.
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { keyRole } from '../context';
import type { Stack } from '../types';
import { ChangeFeed } from './changes';
import { Connection } from './connection';
import type { Core } from './core';
import { handleHttp } from './http-api';
import { Hub } from './hub';
import { RealtimeLimiter } from './limits';
import type { Vsn } from './protocol';

export type Realtime = { close: () => Promise<void> };

const WS_PATH = '/realtime/v1/websocket';
// Clients heartbeat every 25 s; a socket silent for this long is gone.
const IDLE_MS = 90_000;
const MAX_FRAME_BYTES = 4 * 1024 * 1024;
const CLOSE_GRACE_MS = 500;

const cores = new WeakMap<Stack, Core>();

function refuse(socket: Duplex, status: number, message: string) {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function attachRealtime(server: http.Server, stack: Stack): Promise<Realtime> {
  const core = { stack, hub: new Hub(), log: stack.log, limits: new RealtimeLimiter(stack) } as Core;
  core.changes = new ChangeFeed(core);
  await core.changes.ready();
  cores.set(stack, core);

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.replace(/\/+$/, '') !== WS_PATH) return refuse(socket, 404, 'no Route matched with those values');
    const header = req.headers.apikey;
    const apikey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
    if (!apikey) return refuse(socket, 401, 'No API key found in request');
    if (!keyRole(stack.keys, apikey)) return refuse(socket, 403, 'Invalid API key');
    const vsn = url.searchParams.get('vsn') ?? '1.0.0'; // Phoenix's default when absent
    if (vsn !== '1.0.0' && vsn !== '2.0.0') return refuse(socket, 403, `unsupported protocol version ${vsn}`);
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn = new Connection(ws, vsn as Vsn, apikey, core);
      connections.add(conn);
      ws.on('close', () => connections.delete(conn));
    });
  });

  const sweep = setInterval(() => {
    const limit = Date.now() - IDLE_MS;
    for (const c of connections) if (c.lastSeen < limit) c.close(1000, 'heartbeat timeout');
  }, 15_000);
  sweep.unref();

  return {
    close: async () => {
      clearInterval(sweep);
      const closing = [...connections].map(
        (c) =>
          new Promise<void>((resolve) => {
            c.ws.once('close', () => resolve());
            c.close();
          }),
      );
      await Promise.race([Promise.all(closing), new Promise((r) => setTimeout(r, CLOSE_GRACE_MS))]);
      for (const c of connections) c.ws.terminate();
      wss.close();
      await core.changes.close();
      cores.delete(stack);
    },
  };
}

export async function handleRealtimeHttp(req: http.IncomingMessage, res: http.ServerResponse, url: URL, stack: Stack) {
  return handleHttp(cores.get(stack), req, res, url, stack);
}
