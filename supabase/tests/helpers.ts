// Helpers for the RLS / integration tests of supabase/migrations: people signed in through the
// official client, valid CPF/CNPJ numbers, JWT payloads and realtime waits.
import crypto from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { anonClient, type directSql, signedInUser } from '@conecta/supabase-local/testing';

export const CREATOR = 'Quero Oferecer meu serviço';
export const HIRER = 'Quero Contratar';
export const ADMIN = 'administrador';
export const DEMO_PASSWORD = 'Demo@12345';

/** Demo account ids fixed by supabase/seed.sql. */
export const DEMO = {
  admin: 'd0000000-0000-4000-8000-000000000001',
  criador: 'd0000000-0000-4000-8000-000000000002',
  criadorNovo: 'd0000000-0000-4000-8000-000000000003',
  marca: 'd0000000-0000-4000-8000-000000000004',
  marcaIncompleta: 'd0000000-0000-4000-8000-000000000005',
  agencia: 'd0000000-0000-4000-8000-000000000006',
  semCategoria: 'd0000000-0000-4000-8000-000000000007',
};

function checkDigit(values: number[], weights: number[]) {
  const r = values.reduce((sum, v, i) => sum + v * weights[i], 0) % 11;
  return r < 2 ? 0 : 11 - r;
}

/** A random CPF with valid check digits, digits only. */
export function randomCpf(): string {
  let base: number[];
  do base = Array.from(crypto.randomBytes(9), (b) => b % 10);
  while (base.every((d) => d === base[0]));
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/** The CPF masked the way the sign-up form shows it: 000.000.000-00. */
export const maskCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

export type Person = Awaited<ReturnType<typeof signedInUser>> & { id: string };

/** Signs up through /auth/v1/signup with the sign-up form's metadata. */
export async function signUp(data: Record<string, unknown>, tag = 'rls'): Promise<Person> {
  const person = await signedInUser(data, tag);
  return { ...person, id: person.user.id };
}

/** A signed-up creator, hirer or category-less person with a valid CPF. */
export function signUpAs(category: string | null, tag = 'rls') {
  return signUp({ full_name: `Pessoa ${tag}`, cpf_cnpj: randomCpf(), ...(category ? { category } : {}) }, tag);
}

/** A new person promoted to administrador, signed in after the promotion so the token carries it. */
export async function signedInAdmin(sql: ReturnType<typeof directSql>, tag: string): Promise<Person> {
  const p = await signUpAs(null, tag);
  await sql`update public.profiles set category = ${ADMIN} where id = ${p.id}`;
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email: p.email, password: p.password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  return { ...p, client, session: data.session };
}

/** A client signed in with a demo account of the seed. */
export async function signInDemo(email: string): Promise<{ client: SupabaseClient<any, any, any>; accessToken: string }> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message ?? 'no session'}`);
  return { client, accessToken: data.session.access_token };
}

/** The (unverified) payload of a JWT. */
export function jwtPayload(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** Subscribes and resolves once postgres_changes delivery is armed for the channel. */
export function subscribed(channel: RealtimeChannel, timeoutMs = 8000): Promise<void> {
  return new Promise((resolve, reject) => {
    let joined = false;
    let armed = false;
    const timer = setTimeout(() => reject(new Error('subscribe timed out')), timeoutMs);
    const settle = (err?: Error) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve();
    };
    channel.on('system', {}, (p: { extension?: string; status?: string; message?: string }) => {
      if (p.extension !== 'postgres_changes') return;
      if (p.status !== 'ok') return settle(new Error(p.message));
      armed = true;
      if (joined) settle();
    });
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') {
        joined = true;
        if (armed) settle();
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') settle(err ?? new Error(status));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until check() returns something other than undefined. */
export async function waitFor<T>(check: () => T | undefined, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = check();
    if (value !== undefined) return value;
    await sleep(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}
