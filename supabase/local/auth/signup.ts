// POST /signup: e-mail + password sign-up (autoconfirmed → session, else a confirmation link),
// phone + password sign-up (phone-signin.ts) and, without e-mail or phone, anonymous sign-in. The user insert runs in one transaction with
// everything else, so a failing auth.users trigger leaves nothing behind.
import crypto from 'node:crypto';
import { obj, readJson, str } from './body';
import type { AuthCall } from './call';
import { requireEmailProvider } from './disabled';
import { DuplicateUserError, insertUser } from './create-user';
import { normalizeEmail } from './emails';
import { AuthError, sendAuthJson, unprocessable, validation } from './errors';
import { deliver, issueEmailToken } from './mail';
import { checkStrength, hashPassword } from './passwords';
import { phoneSignup } from './phone-signin';
import { createFlowState, readPkce } from './pkce';
import { limitByIp, limitEmailFrequency, limitEmailSent } from './rate-limits';
import { resolveRedirect } from './redirect';
import { signIn } from './sessions';
import { findUserByEmail, userPayload } from './users';

const signupDisabled = () => unprocessable('signup_disabled', 'Signups not allowed for this instance');
const alreadyRegistered = () => unprocessable('user_already_exists', 'User already registered');

export async function signup(call: AuthCall) {
  const { stack, req, res, url } = call;
  const { config } = stack;
  const body = await readJson(req);
  const emailRaw = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  const data = obj(body, 'data') ?? {};
  if (!emailRaw && !phone) return signInAnonymously(call, data);
  limitByIp(stack, req, 'signInSignUps');
  if (!config.enableSignup) throw signupDisabled();
  if (emailRaw && phone) throw validation('Only an email address or phone number should be provided on signup.');
  if (phone) return phoneSignup(call, body, phone);
  requireEmailProvider(config, 'signup');
  if (!password) throw unprocessable('validation_failed', 'Signup requires a valid password');
  checkStrength(config, password);
  const pkce = readPkce(body);
  const email = normalizeEmail(emailRaw);
  const redirectTo = resolveRedirect(config, url.searchParams.get('redirect_to'));
  const autoconfirm = !config.enableConfirmations;

  // Hashed whether or not it is needed: an existing address must not answer faster than a new one.
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(stack.sql, email);
  if (existing && (existing.email_confirmed_at || autoconfirm)) {
    if (autoconfirm) throw alreadyRegistered();
    // With confirmations on GoTrue does not reveal the account: a look-alike user, nothing stored.
    return sendAuthJson(res, 200, lookAlikeUser(email, data));
  }
  if (!autoconfirm) {
    limitEmailFrequency(stack, existing?.confirmation_sent_at);
    limitEmailSent(stack);
  }

  const result = await stack.sql
    .begin(async (tx) => {
      let userId = existing?.id;
      if (!userId) {
        userId = await insertUser(tx, stack, {
          email,
          passwordHash,
          userMeta: data,
          identityExtra: data,
          appMeta: { provider: 'email', providers: ['email'] },
          confirmEmail: autoconfirm,
        });
      }
      if (autoconfirm) return { session: await signIn(tx, stack, req, userId, 'password') };
      // Confirmation required (a repeated sign-up of an unconfirmed address resends the link).
      if (pkce) await createFlowState(tx, userId, pkce, 'email/signup');
      const link = await issueEmailToken(tx, stack, { id: userId, email }, 'signup', { pkce: !!pkce, redirectTo });
      return { user: await userPayload(tx, userId), link };
    })
    .catch((e) => {
      throw e instanceof DuplicateUserError ? alreadyRegistered() : e;
    });
  if ('session' in result) return sendAuthJson(res, 200, result.session);
  await deliver(stack, email, result.link);
  sendAuthJson(res, 200, result.user);
}

function lookAlikeUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

async function signInAnonymously(call: AuthCall, data: Record<string, unknown>) {
  const { stack, req, res } = call;
  if (!stack.config.enableAnonymousSignIns) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (!stack.config.enableSignup) throw signupDisabled();
  limitByIp(stack, req, 'anonymousUsers');
  const session = await stack.sql
    .begin(async (tx) => {
      const userId = await insertUser(tx, stack, {
        email: null,
        passwordHash: null,
        userMeta: data,
        anonymous: true,
        confirmEmail: false,
        appMeta: { provider: 'anonymous', providers: ['anonymous'] },
      });
      return signIn(tx, stack, req, userId, 'anonymous');
    })
    .catch((e) => {
      throw e instanceof DuplicateUserError ? new AuthError(500, 'unexpected_failure', 'Database error creating anonymous user') : e;
    });
  sendAuthJson(res, 200, session);
}
