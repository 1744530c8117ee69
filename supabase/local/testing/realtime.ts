// Helpers for the realtime stack tests: user tokens, subscribing until delivery is armed, and
// bounded waits for events.
import crypto from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { signHs256 } from '../keys';
import { anonClient, serviceClient, stackEnv } from './clients';

type Client = SupabaseClient<any, any, any>;
const open = new Set<Client>();

/** Clients made here are closed by closeTracked() (call it in afterEach), even when a test fails. */
export function tracked<C extends Client>(client: C): C {
  open.add(client);
  return client;
}

export async function closeTracked() {
  const clients = [...open];
  open.clear();
  await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => {})));
}

export const anon = () => tracked(anonClient());
export const service = () => tracked(serviceClient());

export function userToken(sub: string, opts: { expiresIn?: number; role?: string; extra?: Record<string, unknown> } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return signHs256(
    { sub, role: opts.role ?? 'authenticated', aud: 'authenticated', iat: now, exp: now + (opts.expiresIn ?? 3600), ...opts.extra },
    stackEnv.jwtSecret,
  );
}

/** A publishable-key client whose realtime socket acts as the user `sub`. */
export async function userClient(sub = crypto.randomUUID(), opts: { expiresIn?: number } = {}) {
  const client = anon();
  const token = userToken(sub, opts);
  await client.realtime.setAuth(token);
  return { client, sub, token };
}

export type SystemMessage = { extension: string; status: string; message: string; channel: string };

/**
 * Subscribes and resolves once the channel is joined and, when it has postgres_changes
 * bindings, the server said "Subscribed to PostgreSQL". Rejects on an error status or message.
 */
export function subscribed(channel: RealtimeChannel, opts: { postgres?: boolean; timeoutMs?: number } = {}): Promise<void> {
  const postgres = opts.postgres ?? true;
  return new Promise((resolve, reject) => {
    let joined = false;
    let armed = !postgres;
    const timer = setTimeout(() => reject(new Error('subscribe timed out')), opts.timeoutMs ?? 8000);
    const done = (err?: Error) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve();
    };
    channel.on('system', {}, (p: SystemMessage) => {
      if (p.extension !== 'postgres_changes') return;
      if (p.status === 'ok') {
        armed = true;
        if (joined) done();
      } else done(new Error(p.message));
    });
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') {
        joined = true;
        if (armed) done();
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') done(err ?? new Error(status));
    });
  });
}

/** Polls `check` until it returns a value other than undefined (bounded by timeoutMs). */
export async function waitFor<T>(check: () => T | undefined, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = check();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
