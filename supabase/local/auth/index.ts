import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http';
import type { Stack } from '../stack';

// Placeholder until the auth service lands.
export async function handleAuth(_req: IncomingMessage, res: ServerResponse, _url: URL, _stack: Stack) {
  sendJson(res, 501, { message: 'auth service unavailable' });
}
