// auth.mfa_factors / auth.mfa_challenges rows and the factor's JSON form (GoTrue's models.Factor:
// the secret never leaves the server; `factors` appears on a user only when it has one).
import type postgres from 'postgres';

// users.ts (the user's JSON) reads this module, so it does not import users.ts back.
type Db = postgres.ISql;

export type FactorType = 'totp' | 'phone' | 'webauthn';

export type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: FactorType;
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
};

export type ChallengeRow = {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
  otp_code: string | null;
};

export function factorJson(f: FactorRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: f.id,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
    status: f.status,
  };
  if (f.friendly_name) out.friendly_name = f.friendly_name;
  out.factor_type = f.factor_type;
  out.phone = f.phone ?? '';
  out.last_challenged_at = f.last_challenged_at ? f.last_challenged_at.toISOString() : null;
  return out;
}

// The enums read as text, so rows compare with plain strings.
const columns = (db: Db) => db`id, user_id, friendly_name, factor_type::text as factor_type, status::text as status,
  created_at, updated_at, secret, phone, last_challenged_at`;

export async function loadFactors(db: Db, userIds: string[]): Promise<Map<string, FactorRow[]>> {
  const byUser = new Map<string, FactorRow[]>();
  if (!userIds.length) return byUser;
  const rows = await db<FactorRow[]>`
    select ${columns(db)} from auth.mfa_factors where user_id = any(${userIds}::uuid[]) order by created_at, id`;
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  return byUser;
}

/** The user's factor with that id (locked for the transaction when `lock`); null when it is not theirs. */
export async function findOwnedFactor(db: Db, userId: string, factorId: string, lock = false): Promise<FactorRow | null> {
  const [row] = await db<FactorRow[]>`
    select ${columns(db)} from auth.mfa_factors where id = ${factorId} and user_id = ${userId}
    ${lock ? db`for update` : db``}`;
  return row ?? null;
}
