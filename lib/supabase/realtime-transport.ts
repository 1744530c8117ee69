// supabase-js builds its Realtime client inside createClient and fails on a runtime without a
// global WebSocket (Node 20). Server-side clients pass `ws` there; Node 22+ and browsers use
// their own WebSocket.
import type { RealtimeClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';

export function serverRealtimeOptions(): RealtimeClientOptions | undefined {
  if (typeof globalThis.WebSocket !== 'undefined') return undefined;
  return { transport: WebSocket as unknown as NonNullable<RealtimeClientOptions['transport']> };
}
