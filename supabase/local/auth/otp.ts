// Passwordless and recovery e-mails: POST /otp (magic link / 6-digit code, creating the user
// when allowed), POST /recover (password reset) and POST /resend. Answers are `{}` so they
// never reveal whether an address is registered (except where GoTrue itself does). A phone
// number instead of an address is handled by phone-signin.ts (texted codes).
import { bool, obj, readJson, str } from './body';
import type { AuthCall } from './call';
import { requireEmailProvider } from './disabled';
import { DuplicateUserError, insertUser } from './create-user';
import { startEmailChange } from './email-change';
import { normalizeEmail } from './emails';
import { sendAuthJson, unprocessable, validation } from './errors';
import { deliver, issueEmailToken, type EmailChange, type IssuedLink } from './mail';
import { findUserByPhone } from './phone';
import { phoneOtp, resendPhoneCode, resendPhoneNumber } from './phone-signin';
import { createFlowState, readPkce, type PkceParams } from './pkce';
import { limitEmailFrequency, limitEmailSent } from './rate-limits';
import { resolveRedirect } from './redirect';
import { findUserByEmail, type UserRow } from './users';

export async function otp(call: AuthCall) {
  const { stack, req, res, url } = call;
  const { config } = stack;
  const body = await readJson(req);
  const phone = str(body, 'phone');
  if (phone && str(body, 'email')) throw validation('Only an email address or phone number should be provided');
  if (phone) return phoneOtp(call, body, phone);
  requireEmailProvider(config, 'login');
  const email = normalizeEmail(str(body, 'email'));
  const data = obj(body, 'data') ?? {};
  const createUser = bool(body, 'create_user') ?? true;
  const pkce = readPkce(body);
  const redirectTo = resolveRedirect(config, url.searchParams.get('redirect_to'));
  const autoconfirm = !config.enableConfirmations;

  const existing = await findUserByEmail(stack.sql, email);
  if (!existing && !createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  if (!existing && !config.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  if (existing) limitEmailFrequency(stack, existing.email_confirmed_at ? existing.recovery_sent_at : existing.confirmation_sent_at);
  limitEmailSent(stack);
  const link = await stack.sql
    .begin(async (tx) => {
      const userId =
        existing?.id ??
        (await insertUser(tx, stack, {
          email,
          passwordHash: null,
          userMeta: data,
          appMeta: { provider: 'email', providers: ['email'] },
          confirmEmail: autoconfirm,
        }));
      // A confirmed address gets a magic link; an unconfirmed one its sign-up confirmation again.
      const confirmed = existing ? !!existing.email_confirmed_at : autoconfirm;
      const type = confirmed ? 'magiclink' : 'signup';
      if (pkce) await createFlowState(tx, userId, pkce, confirmed ? 'magiclink' : 'email/signup');
      return issueEmailToken(tx, stack, { id: userId, email }, type, { pkce: !!pkce, redirectTo });
    })
    .catch((e) => {
      throw e instanceof DuplicateUserError ? unprocessable('user_already_exists', 'User already registered') : e;
    });
  await deliver(stack, email, link);
  sendAuthJson(res, 200, {});
}

export async function recover(call: AuthCall) {
  const { stack, req, res, url } = call;
  requireEmailProvider(stack.config, 'recover');
  const body = await readJson(req);
  const raw = str(body, 'email');
  if (!raw) throw validation('Password recovery requires an email');
  const email = normalizeEmail(raw);
  const pkce = readPkce(body);
  const redirectTo = resolveRedirect(stack.config, url.searchParams.get('redirect_to'));
  const user = await findUserByEmail(stack.sql, email);
  if (user) {
    limitEmailFrequency(stack, user.recovery_sent_at);
    limitEmailSent(stack);
    const link = await stack.sql.begin(async (tx) => {
      if (pkce) await createFlowState(tx, user.id, pkce, 'recovery');
      return issueEmailToken(tx, stack, { id: user.id, email }, 'recovery', { pkce: !!pkce, redirectTo });
    });
    await deliver(stack, email, link);
  }
  sendAuthJson(res, 200, {});
}

const RESEND_TYPES = new Set(['signup', 'email_change', 'sms', 'phone_change']);

/** POST /resend, checked in GoTrue's order; texted codes go through phone-signin.ts. */
export async function resend(call: AuthCall) {
  const { stack, req, res } = call;
  const body = await readJson(req);
  const type = str(body, 'type') ?? '';
  if (!RESEND_TYPES.has(type)) throw validation('Missing one of these types: signup, email_change, sms, phone_change');
  const pkce = type === 'signup' || type === 'email_change' ? readPkce(body) : null;
  const emailRaw = str(body, 'email');
  const phoneRaw = str(body, 'phone');
  if (!emailRaw && type === 'signup') throw validation('Type provided requires an email address');
  if (!phoneRaw && type === 'sms') throw validation('Type provided requires a phone number');
  if (emailRaw && phoneRaw) throw validation('Only an email address or phone number should be provided.');
  if (!emailRaw && !phoneRaw) throw validation('Missing email address or phone number');
  const phone = phoneRaw ? resendPhoneNumber(stack, phoneRaw) : null;
  const email = emailRaw ? normalizeEmail(emailRaw) : null;
  if (type === 'sms' || type === 'phone_change') {
    const user = phone ? await findUserByPhone(stack.sql, phone) : await findUserByEmail(stack.sql, email!);
    return resendPhoneCode(call, type, user, phone);
  }
  // An e-mailed code asked for by phone number goes to that account's address.
  const address = email ?? (await findUserByPhone(stack.sql, phone!))?.email;
  if (!address) return sendAuthJson(res, 200, {});
  return resendEmail(call, type as 'signup' | 'email_change', address, pkce);
}

async function resendEmail(call: AuthCall, type: 'signup' | 'email_change', email: string, pkce: PkceParams | null) {
  const { stack, res, url } = call;
  const redirectTo = resolveRedirect(stack.config, url.searchParams.get('redirect_to'));
  const mails: { to: string; link: IssuedLink; change?: EmailChange }[] = [];
  await stack.sql.begin(async (tx) => {
    if (type === 'signup') {
      const user = await findUserByEmail(tx, email);
      if (!user || user.email_confirmed_at) return;
      limitEmailFrequency(stack, user.confirmation_sent_at);
      limitEmailSent(stack);
      if (pkce) await createFlowState(tx, user.id, pkce, 'email/signup');
      mails.push({ to: email, link: await issueEmailToken(tx, stack, { id: user.id, email }, 'signup', { pkce: !!pkce, redirectTo }) });
      return;
    }
    const [user] = await tx<UserRow[]>`
      select * from auth.users where email_change <> '' and lower(email) = ${email} for update`;
    if (!user?.email_change) return;
    limitEmailFrequency(stack, user.email_change_sent_at);
    limitEmailSent(stack);
    if (pkce) await createFlowState(tx, user.id, pkce, 'email_change');
    const links = await startEmailChange(tx, stack, user, user.email_change, { pkce: !!pkce, redirectTo });
    mails.push({ to: user.email_change, link: links.toNew, change: { from: user.email ?? '', to: user.email_change } });
    if (links.toCurrent && user.email)
      mails.push({ to: user.email, link: links.toCurrent, change: { from: user.email, to: user.email_change } });
  });
  for (const m of mails) await deliver(stack, m.to, m.link, m.change);
  sendAuthJson(res, 200, {});
}
