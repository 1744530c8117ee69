// Admin user management: POST/GET /admin/users, GET/PUT/DELETE /admin/users/{id}, as
// GoTrueAdminApi calls them (behind the route table's admin guard).
import { sendJson } from '../http';
import type { Stack } from '../types';
import { bool, obj, readJson, str, type Body } from './body';
import type { AuthCall } from './call';
import { confirmEmail, dbFailure, DuplicateUserError, insertUser } from './create-user';
import { parseGoDuration } from './duration';
import { loadFactors } from './factors';
import { normalizeEmail } from './emails';
import { API_VERSION, API_VERSION_HEADER, DUPLICATE_EMAIL, notFound, sendAuthJson, unprocessable, validation } from './errors';
import { checkImportedHash, checkStrength, hashPassword } from './passwords';
import { findUserByEmail, findUserById, loadIdentities, mergeMeta, userJson, userPayload, UUID_RE, type Db, type UserRow } from './users';

const userNotFound = () => notFound('user_not_found', 'User not found');
const emailExists = () => unprocessable('email_exists', DUPLICATE_EMAIL);

/** ban_duration: a Go duration from now, or "none" to lift a ban. */
function banUntil(value: string | undefined): Date | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'none') return null;
  const ms = parseGoDuration(value);
  if (ms === null) throw validation(`invalid format for ban duration: time: invalid duration "${value}"`);
  return new Date(Date.now() + ms);
}

async function passwordHashFrom(stack: Stack, body: Body): Promise<string | null> {
  const password = str(body, 'password');
  const imported = str(body, 'password_hash');
  if (password !== undefined && imported !== undefined) throw validation('Only a password or a password hash should be provided');
  if (imported !== undefined) return checkImportedHash(imported);
  if (password === undefined) return null;
  checkStrength(stack.config, password);
  return hashPassword(password);
}

export async function createUser(call: AuthCall) {
  const { stack, req, res } = call;
  const body = await readJson(req);
  const emailRaw = str(body, 'email');
  const phone = str(body, 'phone') || null;
  if (!emailRaw && !phone) throw validation('Cannot create a user without either an email or phone');
  const email = emailRaw ? normalizeEmail(emailRaw) : null;
  const id = str(body, 'id');
  if (id !== undefined && !UUID_RE.test(id)) throw validation('id must be a valid UUID');
  const bannedUntil = banUntil(str(body, 'ban_duration'));
  const passwordHash = await passwordHashFrom(stack, body);
  if (email && (await findUserByEmail(stack.sql, email))) throw emailExists();
  const payload = await stack.sql
    .begin(async (tx) => {
      const userId = await insertUser(tx, stack, {
        id,
        email,
        phone,
        passwordHash,
        userMeta: obj(body, 'user_metadata') ?? {},
        appMeta: mergeMeta(
          { provider: email ? 'email' : 'phone', providers: [email ? 'email' : 'phone'] },
          obj(body, 'app_metadata') ?? {},
        ),
        role: str(body, 'role'),
        confirmEmail: !!email && (bool(body, 'email_confirm') ?? false),
        confirmPhone: !!phone && (bool(body, 'phone_confirm') ?? false),
        bannedUntil: bannedUntil ?? null,
      });
      return userPayload(tx, userId);
    })
    .catch((e) => {
      throw e instanceof DuplicateUserError
        ? id
          ? unprocessable('user_already_exists', 'A user with this id already exists')
          : emailExists()
        : e;
    });
  sendAuthJson(res, 200, payload);
}

export async function listUsers(call: AuthCall) {
  const { stack, res, url } = call;
  const page = positive(url.searchParams.get('page'), 1);
  const perPage = Math.min(positive(url.searchParams.get('per_page'), 50), 1000);
  const [{ total }] = await stack.sql<{ total: number }[]>`select count(*)::int as total from auth.users`;
  const rows = await stack.sql<UserRow[]>`
    select * from auth.users order by created_at desc, id limit ${perPage} offset ${(page - 1) * perPage}`;
  const ids = rows.map((r) => r.id);
  const [identities, factors] = await Promise.all([loadIdentities(stack.sql, ids), loadFactors(stack.sql, ids)]);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  const base = `${call.url.pathname}`;
  if (page < lastPage) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  sendJson(
    res,
    200,
    { users: rows.map((r) => userJson(r, identities.get(r.id) ?? [], factors.get(r.id) ?? [])), aud: 'authenticated' },
    {
      [API_VERSION_HEADER]: API_VERSION,
      'X-Total-Count': String(total),
      Link: links.join(', '),
    },
  );
}

function positive(raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw validation('Bad Pagination Parameters');
  return n;
}

export async function targetUser(db: Db, id: string): Promise<UserRow> {
  if (!UUID_RE.test(id)) throw validation('user_id must be an UUID');
  const user = await findUserById(db, id);
  if (!user) throw userNotFound();
  return user;
}

export async function getUserById(call: AuthCall) {
  const user = await targetUser(call.stack.sql, call.params.id);
  sendAuthJson(call.res, 200, await userPayload(call.stack.sql, user.id));
}

export async function updateUserById(call: AuthCall) {
  const { stack, req, res } = call;
  const body = await readJson(req);
  const user = await targetUser(stack.sql, call.params.id);
  const emailRaw = str(body, 'email');
  const email = emailRaw ? normalizeEmail(emailRaw) : undefined;
  const phone = str(body, 'phone');
  const bannedUntil = banUntil(str(body, 'ban_duration'));
  const passwordHash = await passwordHashFrom(stack, body);
  const userMeta = obj(body, 'user_metadata');
  const appMeta = obj(body, 'app_metadata');
  const role = str(body, 'role');
  if (email && email !== user.email) {
    const other = await findUserByEmail(stack.sql, email);
    if (other && other.id !== user.id) throw emailExists();
  }
  const payload = await stack.sql.begin(async (tx) => {
    try {
      if (email && email !== user.email) {
        await tx`update auth.users set email = ${email}, email_change = '', updated_at = now() where id = ${user.id}`;
        await tx`update auth.identities set identity_data = identity_data || ${tx.json({ email })}, updated_at = now()
                 where user_id = ${user.id} and provider = 'email'`;
      }
      if (phone !== undefined) await tx`update auth.users set phone = ${phone || null}, updated_at = now() where id = ${user.id}`;
      if (bool(body, 'email_confirm')) await confirmEmail(tx, user.id);
      if (bool(body, 'phone_confirm')) {
        await tx`update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()) where id = ${user.id}`;
      }
      if (passwordHash) {
        await tx`update auth.users set encrypted_password = ${passwordHash}, updated_at = now() where id = ${user.id}`;
        await tx`delete from auth.sessions where user_id = ${user.id}`;
      }
      if (userMeta) {
        await tx`update auth.users set raw_user_meta_data = ${tx.json(mergeMeta(user.raw_user_meta_data, userMeta) as never)},
                 updated_at = now() where id = ${user.id}`;
      }
      if (appMeta) {
        await tx`update auth.users set raw_app_meta_data = ${tx.json(mergeMeta(user.raw_app_meta_data, appMeta) as never)},
                 updated_at = now() where id = ${user.id}`;
      }
      if (role) await tx`update auth.users set role = ${role}, updated_at = now() where id = ${user.id}`;
      if (bannedUntil !== undefined) {
        await tx`update auth.users set banned_until = ${bannedUntil}, updated_at = now() where id = ${user.id}`;
      }
    } catch (e) {
      const err = dbFailure(stack, e, 'Database error updating user');
      throw err instanceof DuplicateUserError ? emailExists() : err;
    }
    return userPayload(tx, user.id);
  });
  sendAuthJson(res, 200, payload);
}

export async function deleteUserById(call: AuthCall) {
  const { stack, req, res } = call;
  const body = await readJson(req, { allowEmpty: true });
  const user = await targetUser(stack.sql, call.params.id);
  try {
    if (bool(body, 'should_soft_delete')) {
      // GoTrue's soft delete: the row stays (deleted_at) but can no longer sign in or be found by e-mail.
      await stack.sql.begin(async (tx) => {
        await tx`update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
                 confirmation_token = '', recovery_token = '', email_change = '', email_change_token_new = '',
                 email_change_token_current = '', updated_at = now() where id = ${user.id}`;
        await tx`delete from auth.identities where user_id = ${user.id}`;
        await tx`delete from auth.sessions where user_id = ${user.id}`;
        await tx`delete from auth.mfa_factors where user_id = ${user.id}`;
      });
    } else {
      await stack.sql`delete from auth.users where id = ${user.id}`;
    }
  } catch (e) {
    throw dbFailure(stack, e, 'Database error deleting user');
  }
  sendAuthJson(res, 200, {});
}
