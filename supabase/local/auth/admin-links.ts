// POST /admin/generate_link (the link and code GoTrue would e-mail, handed to the admin instead)
// and POST /invite (creates or re-invites the user and "sends" the invitation to the stack log).
import type { Stack } from '../types';
import { obj, readJson, str } from './body';
import type { AuthCall } from './call';
import { DuplicateUserError, insertUser } from './create-user';
import { startEmailChange } from './email-change';
import { normalizeEmail } from './emails';
import { DUPLICATE_EMAIL, notFound, sendAuthJson, unprocessable, validation } from './errors';
import { deliver, issueEmailToken, type IssuedLink } from './mail';
import { checkStrength, hashPassword } from './passwords';
import { limitEmailSent } from './rate-limits';
import { resolveRedirect } from './redirect';
import { findUserByEmail, userPayload, type Db, type Meta, type UserRow } from './users';

const LINK_TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new']);
const emailExists = () => unprocessable('email_exists', DUPLICATE_EMAIL);
const EMAIL_APP_META = { provider: 'email', providers: ['email'] };

async function createUnconfirmed(tx: Db, stack: Stack, email: string, passwordHash: string | null, data: Meta) {
  try {
    return await insertUser(tx, stack, { email, passwordHash, userMeta: data, appMeta: EMAIL_APP_META, confirmEmail: false });
  } catch (e) {
    throw e instanceof DuplicateUserError ? emailExists() : e;
  }
}

/** The invited user (created when new); a confirmed address cannot be invited again. */
async function inviteLink(tx: Db, stack: Stack, existing: UserRow | null, email: string, data: Meta, redirectTo: string) {
  if (existing?.email_confirmed_at) throw emailExists();
  const userId = existing?.id ?? (await createUnconfirmed(tx, stack, email, null, data));
  return { userId, link: await issueEmailToken(tx, stack, { id: userId, email }, 'invite', { pkce: false, redirectTo }) };
}

export async function generateLink(call: AuthCall) {
  const { stack, req, res, url } = call;
  const body = await readJson(req);
  const type = str(body, 'type') ?? '';
  if (!LINK_TYPES.has(type)) throw validation(`Invalid email action link type requested: ${type}`);
  const email = normalizeEmail(str(body, 'email'));
  const data = obj(body, 'data') ?? {};
  const password = str(body, 'password');
  const newEmailRaw = str(body, 'new_email');
  const redirectTo = resolveRedirect(stack.config, url.searchParams.get('redirect_to') ?? str(body, 'redirect_to'));
  const existing = await findUserByEmail(stack.sql, email);
  let passwordHash: string | null = null;
  if (type === 'signup' && !existing) {
    if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
    checkStrength(stack.config, password);
    passwordHash = await hashPassword(password);
  }
  if ((type === 'recovery' || type.startsWith('email_change')) && !existing) {
    throw notFound('user_not_found', 'User with this email not found');
  }
  const newEmail = type.startsWith('email_change') ? normalizeEmail(newEmailRaw) : null;
  if (newEmail && (await findUserByEmail(stack.sql, newEmail))) throw emailExists();

  const { userId, link } = await stack.sql.begin(async (tx): Promise<{ userId: string; link: IssuedLink }> => {
    if (type === 'invite') return inviteLink(tx, stack, existing, email, data, redirectTo);
    if (type === 'signup') {
      if (existing?.email_confirmed_at) throw emailExists();
      const userId = existing?.id ?? (await createUnconfirmed(tx, stack, email, passwordHash, data));
      return { userId, link: await issueEmailToken(tx, stack, { id: userId, email }, 'signup', { pkce: false, redirectTo }) };
    }
    if (type === 'magiclink' || type === 'recovery') {
      const userId = existing?.id ?? (await createUnconfirmed(tx, stack, email, null, data));
      return { userId, link: await issueEmailToken(tx, stack, { id: userId, email }, type, { pkce: false, redirectTo }) };
    }
    const links = await startEmailChange(tx, stack, existing!, newEmail!, { pkce: false, redirectTo });
    const chosen = type === 'email_change_current' && links.toCurrent ? links.toCurrent : links.toNew;
    return { userId: existing!.id, link: chosen };
  });
  const user = await userPayload(stack.sql, userId);
  sendAuthJson(res, 200, {
    ...user,
    action_link: link.link,
    email_otp: link.otp,
    hashed_token: link.hashedToken,
    redirect_to: link.redirectTo,
    verification_type: link.type,
  });
}

export async function invite(call: AuthCall) {
  const { stack, req, res, url } = call;
  const body = await readJson(req);
  const email = normalizeEmail(str(body, 'email'));
  const data = obj(body, 'data') ?? {};
  const redirectTo = resolveRedirect(stack.config, url.searchParams.get('redirect_to'));
  const existing = await findUserByEmail(stack.sql, email);
  limitEmailSent(stack);
  const { userId, link } = await stack.sql.begin((tx) => inviteLink(tx, stack, existing, email, data, redirectTo));
  await deliver(stack, email, link);
  sendAuthJson(res, 200, await userPayload(stack.sql, userId));
}
