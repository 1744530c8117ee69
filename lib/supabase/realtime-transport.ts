// supabase-js builds its Realtime client inside createClient and fails on a runtime without a
// global WebSocket (Node 20). Server-side clients pass `ws` there; Node 22+ and browsers use
// their own WebSocket.
import type { RealtimeClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';

export function serverRealtimeOptions(): RealtimeClientOptions | undefined {
  if (typeof globalThis.WebSocket !== 'undefined') return undefined;
  // ws is what Realtime expects at run time; only its event types are Node's rather than the DOM's.
  return { transport: WebSocket as NonNullable<RealtimeClientOptions['transport']> };
}
