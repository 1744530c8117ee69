import type http from 'node:http';
import { sendJson } from '../http';
import type { Stack } from '../stack';

// Placeholder until the realtime service lands.
export type Realtime = { close: () => Promise<void> };
export async function attachRealtime(_server: http.Server, _stack: Stack): Promise<Realtime> {
  return { close: async () => {} };
}
export async function handleRealtimeHttp(_req: http.IncomingMessage, res: http.ServerResponse, _url: URL, _stack: Stack) {
  sendJson(res, 501, { message: 'realtime service unavailable' });
}
