// What the change capture and the binding checks need of the realtime server: the stack (as the
// realtime service's view) and its log. Kept apart from core.ts, which also names the hub and the
// change feed, so those can depend on this without depending on each other.
import type { Stack } from '../types';

export type RealtimeBase = {
  stack: Stack;
  log: (message: string) => void;
};
