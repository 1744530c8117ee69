// GET /user, PUT /user (password, metadata, e-mail) and POST /logout?scope=global|local|others.
import { sendEmpty } from '../http';
import { obj, readJson, str } from './body';
import type { UserCall } from './call';
import { dbFailure } from './create-user';
import { applyEmailChange, startEmailChange } from './email-change';
import { normalizeEmail } from './emails';
import { API_VERSION, API_VERSION_HEADER, DUPLICATE_EMAIL, forbidden, sendAuthJson, unprocessable, validation } from './errors';
import { deliver, type EmailChange, type IssuedLink } from './mail';
import { checkStrength, hashPassword, passwordMatches } from './passwords';
import { createFlowState, readPkce } from './pkce';
import { checkPasswordReauthentication } from './reauthenticate';
import { limitEmailFrequency, limitEmailSent } from './rate-limits';
import { resolveRedirect } from './redirect';
import { findUserByEmail, mergeMeta, userPayload } from './users';

export async function getUser(call: UserCall) {
  sendAuthJson(call.res, 200, await userPayload(call.stack.sql, call.caller.user.id));
}

export async function updateUser(call: UserCall) {
  const { stack, req, res, url } = call;
  const { user, sessionId, claims } = call.caller;
  const body = await readJson(req);
  const emailRaw = str(body, 'email');
  const password = str(body, 'password');
  const data = obj(body, 'data');
  const appData = obj(body, 'app_metadata');
  const phone = str(body, 'phone');
  const pkce = readPkce(body);
  if (phone && phone !== (user.phone ?? '')) {
    throw unprocessable('validation_failed', 'Phone changes are not supported by the local stack (no SMS provider)');
  }
  if (appData && claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const email = emailRaw ? normalizeEmail(emailRaw) : undefined;
  const changingEmail = !!email && email !== (user.email ?? '');
  if (password !== undefined) {
    if (user.is_anonymous && !user.email && !changingEmail) {
      throw unprocessable('validation_failed', 'Updating password of an anonymous user without an email or phone is not allowed');
    }
    checkStrength(stack.config, password);
    await checkPasswordReauthentication(stack.sql, stack, user, sessionId, str(body, 'nonce'));
    if (await passwordMatches(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
  }
  if (changingEmail && (await findUserByEmail(stack.sql, email!))) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  if (changingEmail && !(user.is_anonymous && !stack.config.enableConfirmations)) {
    limitEmailFrequency(stack, user.email_change_sent_at);
    limitEmailSent(stack);
  }
  const passwordHash = password !== undefined ? await hashPassword(password) : null;
  const redirectTo = resolveRedirect(stack.config, url.searchParams.get('redirect_to'));

  const { payload, mails } = await stack.sql.begin(async (tx) => {
    if (passwordHash) {
      await tx`update auth.users set encrypted_password = ${passwordHash}, updated_at = now() where id = ${user.id}`;
      // As GoTrue: a new password signs the user out everywhere else.
      await tx`delete from auth.sessions where user_id = ${user.id} and id is distinct from ${sessionId}`;
    }
    try {
      if (data) {
        await tx`update auth.users set raw_user_meta_data = ${tx.json(mergeMeta(user.raw_user_meta_data, data) as never)},
                 updated_at = now() where id = ${user.id}`;
      }
      if (appData) {
        await tx`update auth.users set raw_app_meta_data = ${tx.json(mergeMeta(user.raw_app_meta_data, appData) as never)},
                 updated_at = now() where id = ${user.id}`;
      }
    } catch (e) {
      throw dbFailure(stack, e, 'Error updating user');
    }
    const mails: { to: string; link: IssuedLink; change?: EmailChange }[] = [];
    if (changingEmail) {
      if (user.is_anonymous && !stack.config.enableConfirmations) {
        // An anonymous user adding an address is like a sign-up: confirmed at once when autoconfirm is on.
        await applyEmailChange(tx, stack, user, email!);
      } else {
        if (pkce) await createFlowState(tx, user.id, pkce, 'email_change');
        const links = await startEmailChange(tx, stack, user, email!, { pkce: !!pkce, redirectTo });
        mails.push({ to: email!, link: links.toNew, change: { from: user.email ?? '', to: email! } });
        if (links.toCurrent && user.email) mails.push({ to: user.email, link: links.toCurrent, change: { from: user.email, to: email! } });
      }
    }
    return { payload: await userPayload(tx, user.id), mails };
  });
  for (const m of mails) await deliver(stack, m.to, m.link, m.change);
  sendAuthJson(res, 200, payload);
}

export async function logout(call: UserCall) {
  const { stack, res, url } = call;
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') throw validation(`Unsupported logout scope "${scope}"`);
  const { user, sessionId } = call.caller;
  if (scope === 'local' && sessionId) {
    await stack.sql`delete from auth.sessions where id = ${sessionId}`;
  } else if (scope === 'others' && sessionId) {
    await stack.sql`delete from auth.sessions where user_id = ${user.id} and id <> ${sessionId}`;
  } else {
    await stack.sql`delete from auth.sessions where user_id = ${user.id}`;
  }
  sendEmpty(res, 204, { [API_VERSION_HEADER]: API_VERSION });
}
