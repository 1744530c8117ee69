// What every auth endpoint handler receives.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Stack } from '../types';

export type AuthCall = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  stack: Stack;
  /** The path below /auth/v1, e.g. "/token". */
  path: string;
};
