// Shared helpers of the Storage stack tests: signed-in user clients, and direct looks at the
// database and the disk to prove that refused requests left nothing behind.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signHs256 } from '../keys';
import { directSql, signedInUser, stackEnv } from './clients';

export type StorageUser = { id: string; token: string; client: SupabaseClient<any, any, any> };

export const sql = directSql();

/** A client signed in as a fresh user through /auth/v1/signup. */
export async function newUser(tag = 'storage'): Promise<StorageUser> {
  const u = await signedInUser({}, tag);
  return { id: u.user.id, token: u.session.access_token, client: u.client };
}

/** A client carrying a hand-made legacy HS256 access token (signed with the JWT secret). */
export async function mintedUser(tag = 'minted'): Promise<StorageUser> {
  const id = crypto.randomUUID();
  await sql`insert into auth.users (id, aud, role, email) values (${id}, 'authenticated', 'authenticated', ${`${tag}-${id.slice(0, 8)}@example.test`})`;
  const token = signHs256(
    { sub: id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
    stackEnv.jwtSecret,
  );
  const client = createClient(stackEnv.url, stackEnv.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as any },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  return { id, token, client };
}

export const storageDir = () => path.join(process.env.TEST_STACK_DATA_DIR!, 'storage');

/** Files stored for one object key (its version files), [] when the key has no folder. */
export function filesOf(bucket: string, key: string): string[] {
  const dir = path.join(storageDir(), bucket, ...key.split('/'));
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.startsWith('#') && fs.statSync(path.join(dir, f)).isFile());
}

/** Upload staging files currently on disk. */
export function stagedFiles(): string[] {
  const dir = path.join(storageDir(), '#uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

export async function rowsOf(bucket: string, key: string) {
  return sql<{ name: string; owner: string | null; owner_id: string | null; version: string; metadata: any; user_metadata: any }[]>`
    select name, owner, owner_id, version, metadata, user_metadata from storage.objects where bucket_id = ${bucket} and name = ${key}`;
}

export const pngBytes = (size = 64) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), crypto.randomBytes(size)]);

export function storageUrl(p: string) {
  return `${stackEnv.url}/storage/v1/${p}`;
}

export const apiHeaders = (token = stackEnv.publishableKey) => ({ apikey: stackEnv.publishableKey, Authorization: `Bearer ${token}` });
