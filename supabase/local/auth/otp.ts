// Passwordless and recovery e-mails: POST /otp (magic link / 6-digit code, creating the user
// when allowed), POST /recover (password reset) and POST /resend. Answers are `{}` so they
// never reveal whether an address is registered (except where GoTrue itself does).
import { bool, obj, readJson, str } from './body';
import type { AuthCall } from './call';
import { requireEmailProvider } from './disabled';
import { DuplicateUserError, insertUser } from './create-user';
import { startEmailChange } from './email-change';
import { normalizeEmail } from './emails';
import { badRequest, sendAuthJson, unprocessable, validation } from './errors';
import { deliver, issueEmailToken, type EmailChange, type IssuedLink } from './mail';
import { createFlowState, readPkce } from './pkce';
import { limitEmailFrequency, limitEmailSent } from './rate-limits';
import { resolveRedirect } from './redirect';
import { findUserByEmail, type UserRow } from './users';

const phoneUnsupported = () => badRequest('phone_provider_disabled', 'SMS one-time codes are not supported by the local stack');

export async function otp(call: AuthCall) {
  const { stack, req, res, url } = call;
  const { config } = stack;
  const body = await readJson(req);
  if (str(body, 'phone')) throw phoneUnsupported();
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

export async function resend(call: AuthCall) {
  const { stack, req, res, url } = call;
  const body = await readJson(req);
  const type = str(body, 'type');
  if (type === 'sms' || type === 'phone_change') throw phoneUnsupported();
  if (type !== 'signup' && type !== 'email_change') throw validation('Missing one of these types: signup, email_change, sms, phone_change');
  const email = normalizeEmail(str(body, 'email'));
  const pkce = readPkce(body);
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
