// The realtime server's shared parts, handed to connections and channels.
import type { RealtimeBase } from './base';
import type { ChangeFeed } from './changes';
import type { Hub } from './hub';
import type { RealtimeLimiter } from './limits';

export type Core = RealtimeBase & {
  hub: Hub;
  changes: ChangeFeed;
  limits: RealtimeLimiter;
};
