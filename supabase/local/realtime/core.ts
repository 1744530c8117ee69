// The realtime server's shared parts, handed to connections and channels.
import type { Stack } from '../stack';
import type { ChangeFeed } from './changes';
import type { Hub } from './hub';
import type { RealtimeLimiter } from './limits';

export type Core = {
  stack: Stack;
  hub: Hub;
  changes: ChangeFeed;
  limits: RealtimeLimiter;
  log: (message: string) => void;
};

export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
