// What every auth endpoint handler receives. The route table (index.ts) runs the route's guard
// first, as GoTrue's router does with its middlewares: a handler behind `user` gets the verified
// caller, a handler behind `admin` only runs for a service-role caller.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Stack } from '../types';
import type { Caller } from './guards';

export type AuthCall = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  stack: Stack;
  /** The path below /auth/v1, e.g. "/token". */
  path: string;
  /** Values of the route's `{name}` segments, decoded (e.g. the user id of /admin/users/{id}). */
  params: Record<string, string>;
};

/** A call that passed the `user` guard: the user behind the bearer access token. */
export type UserCall = AuthCall & { caller: Caller };
