// auth.users / auth.identities rows and their JSON form (GoTrue's models.User, wire §1.1):
// fixed fields always present, null timestamps omitted, identities always an array.
import type postgres from 'postgres';
import { factorJson, loadFactors, type FactorRow } from './factors';

export type Db = postgres.ISql;
export type Meta = Record<string, unknown>;

export type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Meta | null;
  raw_user_meta_data: Meta | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
};

export type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Meta;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
};

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = await db<UserRow[]>`select * from auth.users where id = ${id}`;
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db<UserRow[]>`
    select * from auth.users where lower(email) = lower(${email}) and is_sso_user = false
    order by created_at limit 1`;
  return row ?? null;
}

export async function loadIdentities(db: Db, userIds: string[]): Promise<Map<string, IdentityRow[]>> {
  const byUser = new Map<string, IdentityRow[]>();
  if (!userIds.length) return byUser;
  const rows = await db<IdentityRow[]>`
    select * from auth.identities where user_id = any(${userIds}::uuid[]) order by created_at, id`;
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  return byUser;
}

/** The user as GoTrue answers it, read fresh (triggers may have changed the row). */
export async function userPayload(db: Db, id: string): Promise<Record<string, unknown> | null> {
  const user = await findUserById(db, id);
  if (!user) return null;
  const [identities, factors] = await Promise.all([loadIdentities(db, [id]), loadFactors(db, [id])]);
  return userJson(user, identities.get(id) ?? [], factors.get(id) ?? []);
}

export const isBanned = (u: UserRow, now = Date.now()) => !!u.banned_until && u.banned_until.getTime() > now;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

function put(out: Record<string, unknown>, key: string, value: Date | string | null | undefined) {
  if (value instanceof Date) out[key] = value.toISOString();
  else if (value) out[key] = value;
}

export function userJson(u: UserRow, identities: IdentityRow[], factors: FactorRow[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = { id: u.id, aud: u.aud ?? '', role: u.role ?? '', email: u.email ?? '' };
  put(out, 'email_confirmed_at', u.email_confirmed_at);
  put(out, 'invited_at', u.invited_at);
  out.phone = u.phone ?? '';
  put(out, 'phone_confirmed_at', u.phone_confirmed_at);
  put(out, 'confirmation_sent_at', u.confirmation_sent_at);
  put(out, 'confirmed_at', u.confirmed_at);
  put(out, 'recovery_sent_at', u.recovery_sent_at);
  put(out, 'new_email', u.email_change);
  if (u.email_change) put(out, 'email_change_sent_at', u.email_change_sent_at);
  put(out, 'last_sign_in_at', u.last_sign_in_at);
  out.app_metadata = u.raw_app_meta_data ?? {};
  out.user_metadata = u.raw_user_meta_data ?? {};
  out.identities = identities.map(identityJson);
  if (factors.length) out.factors = factors.map(factorJson);
  put(out, 'banned_until', u.banned_until);
  out.created_at = iso(u.created_at);
  out.updated_at = iso(u.updated_at);
  put(out, 'deleted_at', u.deleted_at);
  out.is_anonymous = u.is_anonymous;
  return out;
}

function identityJson(i: IdentityRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
  };
  put(out, 'last_sign_in_at', i.last_sign_in_at);
  out.created_at = iso(i.created_at);
  out.updated_at = iso(i.updated_at);
  put(out, 'email', i.email);
  return out;
}

/** GoTrue's metadata update: keys are merged over the old ones, a null value removes a key. */
export function mergeMeta(current: Meta | null, patch: Meta): Meta {
  const out: Meta = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
