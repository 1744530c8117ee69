// Helpers for the Data API stack tests: clients signed in as the fixture's users (tokens minted
// with the legacy HS256 secret, as a hosted project's JWT secret would sign them).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signHs256 } from '../keys';
import { stackEnv } from './clients';

export const ANA = '00000000-0000-4000-a000-00000000000a';
export const BRUNO = '00000000-0000-4000-a000-00000000000b';

export function userToken(sub: string, expiresIn = 3600, extra: Record<string, unknown> = {}) {
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
  return signHs256({ sub, role: 'authenticated', aud: 'authenticated', exp, ...extra }, stackEnv.jwtSecret);
}

export function clientWithToken(token: string, key = stackEnv.publishableKey): SupabaseClient<any, any, any> {
  return createClient(stackEnv.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as any },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

export const userClient = (sub: string) => clientWithToken(userToken(sub));

/** A service-role client typed for PostgREST 13 features (maxAffected). */
export function serviceClient13() {
  return createClient<any, { PostgrestVersion: '13' }>(stackEnv.url, stackEnv.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as any },
  });
}

/** A raw request to the Data API, for what the official client cannot send (bad JSON, bad keys). */
export function restFetch(path: string, init: RequestInit & { key?: string | null } = {}) {
  const headers = new Headers(init.headers);
  const key = init.key === undefined ? stackEnv.publishableKey : init.key;
  if (key !== null && !headers.has('apikey')) headers.set('apikey', key);
  return fetch(`${stackEnv.url}/rest/v1/${path}`, { ...init, headers });
}
