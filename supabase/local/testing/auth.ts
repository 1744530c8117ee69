// Helpers for the auth stack tests: raw requests next to the official clients, @supabase/ssr
// server clients over an in-memory cookie jar, tokens minted with the stack's keys, and extra
// stacks with their own configuration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServerClient } from '@supabase/ssr';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig, RELAXED_LIMITS, type StackConfig } from '../config';
import { signAccessToken, type Claims } from '../jwt';
import { loadKeys } from '../keys';
import { spawnStack, type ChildStack } from './child-stack';
import { mailboxPorts } from './ports';
import { stackEnv } from './clients';

export const fixtureSql = path.join(__dirname, 'fixtures', '10_auth.sql');
export const PASSWORD = 'Senha-forte-123';

/** A request to /auth/v1 with the publishable key, as a client would send it. */
export function authFetch(pathAndQuery: string, init: RequestInit & { base?: string; key?: string } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', init.key ?? stackEnv.publishableKey);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${init.key ?? stackEnv.publishableKey}`);
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json;charset=UTF-8');
  headers.set('x-supabase-api-version', '2024-01-01');
  return fetch(`${init.base ?? stackEnv.url}/auth/v1${pathAndQuery}`, { ...init, headers });
}

export type Jar = Map<string, string>;

/** A server client the way a Next.js proxy builds one, reading and writing `jar`. */
export function ssrClient(jar: Jar, opts: { url?: string; key?: string; fetch?: typeof fetch } = {}): SupabaseClient {
  return createServerClient(opts.url ?? stackEnv.url, opts.key ?? stackEnv.publishableKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const c of cookies) {
          if (c.value === '' || c.options?.maxAge === 0) jar.delete(c.name);
          else jar.set(c.name, c.value);
        }
      },
    },
    global: opts.fetch ? { fetch: opts.fetch } : undefined,
    realtime: { transport: WebSocket as any },
  }) as unknown as SupabaseClient;
}

const SESSION_COOKIE = 'sb-127-auth-token';

/** The session stored in the jar's (possibly chunked) auth cookie. */
export function readSessionCookie(jar: Jar): Record<string, any> | null {
  let value = jar.get(SESSION_COOKIE);
  if (value === undefined) {
    const parts: string[] = [];
    for (let i = 0; jar.has(`${SESSION_COOKIE}.${i}`); i++) parts.push(jar.get(`${SESSION_COOKIE}.${i}`)!);
    if (!parts.length) return null;
    value = parts.join('');
  }
  const json = value.startsWith('base64-') ? Buffer.from(value.slice(7), 'base64url').toString('utf8') : value;
  return JSON.parse(json);
}

export function writeSessionCookie(jar: Jar, session: Record<string, unknown>) {
  for (const name of [...jar.keys()]) if (name === SESSION_COOKIE || name.startsWith(`${SESSION_COOKIE}.`)) jar.delete(name);
  jar.set(SESSION_COOKIE, `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`);
}

/** A plain supabase-js client whose requests are recorded (method and path). */
export function recordingClient(url = stackEnv.url, key = stackEnv.publishableKey) {
  const requests: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    const u = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push(`${init?.method ?? 'GET'} ${u.pathname}`);
    return fetch(input, init);
  };
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: recordingFetch },
    realtime: { transport: WebSocket as any },
  });
  return { client, requests };
}

/** An access token signed with the test stack's own signing key (config.toml's). */
export function mintAccessToken(claims: Claims): string {
  return signAccessToken(loadKeys(loadConfig({ dataDir: process.env.TEST_STACK_DATA_DIR! })), claims);
}

export const decodeJwt = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

export type ExtraStack = ChildStack & {
  dataDir: string;
  /** Every "[auth] e-mail to …" line the stack logged. */
  mails: string[];
  /** Every "[auth] sms to …" line the stack logged. */
  texts: string[];
};

/**
 * Starts a stack of its own (own ports, own data folder: a fresh one unless `dataDir` is given)
 * in a child process, with this service's fixture applied and relaxed rate limits unless `config`
 * names its own. See child-stack.ts for why.
 */
export async function startExtraStack(
  config: Partial<StackConfig> & { apiPort: number; dbPort: number },
  dataDir?: string,
): Promise<ExtraStack> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-stack-test-'));
  fs.chmodSync(dir, 0o755);
  const mails: string[] = [];
  const texts: string[] = [];
  const stack = await spawnStack(
    { config: { ...RELAXED_LIMITS, mailbox: mailboxPorts(true), ...config, dataDir: dir }, reset: !dataDir, extraSql: [fixtureSql] },
    {
      onLog: (line) => {
        if (line.startsWith('[auth] e-mail to')) mails.push(line);
        if (line.startsWith('[auth] sms to')) texts.push(line);
      },
    },
  );
  return { ...stack, dataDir: dir, mails, texts };
}

/** The last e-mail "sent" to the address: its /verify link and 6-digit code. */
export function lastMail(mails: string[], to: string): { link: string; code: string } {
  const line = [...mails].reverse().find((m) => m.startsWith(`[auth] e-mail to ${to} `));
  const match = line && /: (http\S+) \(code (\d{6})\)$/.exec(line);
  if (!match) throw new Error(`no e-mail to ${to}`);
  return { link: match[1], code: match[2] };
}

export function plainClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as any },
  });
}
