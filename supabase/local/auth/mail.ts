// E-mailed links and codes. GoTrue stores sha224(email + otp) as the token, e-mails the 6-digit
// code and a /verify link carrying that hash ("pkce_"-prefixed when the request started a PKCE
// flow). Here the hash is keyed with a secret of the stack (HMAC-SHA224), so knowing the address
// does not let anyone compute the hash of each possible code and try those as token_hash. Each message goes out by SMTP (the local mailbox,
// or [auth.email.smtp]) and is written to the stack log too (`npm run db:start` prints these
// lines); tests and tools can also get the link and code from admin.generateLink().
import crypto from 'node:crypto';
import type { StackKeys } from '../keys';
import { renderEmail, type TemplateData } from '../mail/render';
import type { EmailTemplateName, Stack } from '../types';
import { AuthError } from './errors';
import { resetOtpFailures } from './rate-limits';
import type { Db } from './users';

export type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';
export const PKCE_PREFIX = 'pkce_';

export type IssuedLink = { type: LinkType; otp: string; hashedToken: string; link: string; redirectTo: string };

export const newOtp = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
export const tokenHash = (keys: StackKeys, email: string, otp: string) =>
  crypto
    .createHmac('sha224', `otp:${keys.otpSecret}`)
    .update(email + otp)
    .digest('hex');

/** Go's url.QueryEscape: everything but letters, digits and -_.~ is %-escaped, a space is "+". */
export const goQueryEscape = (s: string) =>
  encodeURIComponent(s)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/**
 * The /verify link exactly as GoTrue's mailer builds it (getPath + encodeRedirectURL): redirect_to
 * is escaped only when it holds &, = or #, else it goes in as it is.
 */
export function verifyLink(stack: Stack, token: string, type: LinkType, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo;
  return `${stack.url}/auth/v1/verify?token=${goQueryEscape(token)}&type=${goQueryEscape(type)}&redirect_to=${redirect}`;
}

/** Stores a fresh sign-up/invite (confirmation) or magic-link/recovery token for the user. */
export async function issueEmailToken(
  tx: Db,
  stack: Stack,
  user: { id: string; email: string },
  type: Exclude<LinkType, 'email_change'>,
  opts: { pkce: boolean; redirectTo: string },
): Promise<IssuedLink> {
  const otp = newOtp();
  const hashedToken = tokenHash(stack.keys, user.email, otp);
  const stored = (opts.pkce ? PKCE_PREFIX : '') + hashedToken;
  if (type === 'signup') {
    await tx`update auth.users set confirmation_token = ${stored}, confirmation_sent_at = now() where id = ${user.id}`;
  } else if (type === 'invite') {
    await tx`update auth.users set confirmation_token = ${stored}, confirmation_sent_at = now(), invited_at = now()
             where id = ${user.id}`;
  } else {
    await tx`update auth.users set recovery_token = ${stored}, recovery_sent_at = now() where id = ${user.id}`;
  }
  resetOtpFailures(stack, user.email);
  return { type, otp, hashedToken, link: verifyLink(stack, stored, type, opts.redirectTo), redirectTo: opts.redirectTo };
}

const SUBJECTS: Record<LinkType, string> = {
  signup: 'Confirm your signup',
  invite: 'You have been invited',
  magiclink: 'Your magic link',
  recovery: 'Reset your password',
  email_change: 'Confirm email change',
};

const TEMPLATE: Record<LinkType, EmailTemplateName> = {
  signup: 'confirmation',
  invite: 'invite',
  magiclink: 'magic_link',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** An e-mail change's two addresses ({{ .Email }} and {{ .NewEmail }} of the template). */
export type EmailChange = { from: string; to: string };

/**
 * Sends the e-mail GoTrue would send, from the [auth.email.template.*] of config.toml, through the
 * stack's mailer (the local mailbox or [auth.email.smtp]); the stack log gets the link and the code
 * too. A failed send answers 500 as GoTrue's "Error sending … email".
 */
export async function deliver(stack: Stack, to: string, link: IssuedLink, change?: EmailChange): Promise<void> {
  stack.log(`[auth] e-mail to ${to} "${SUBJECTS[link.type]}": ${link.link} (code ${link.otp})`);
  if (!stack.mailer) return;
  const data: TemplateData = {
    ConfirmationURL: link.link,
    Token: link.otp,
    TokenHash: link.hashedToken,
    SiteURL: stack.config.siteUrl,
    RedirectTo: link.redirectTo,
    Email: change?.from ?? to,
    NewEmail: change?.to ?? '',
  };
  try {
    const mail = renderEmail(stack.config, TEMPLATE[link.type], data);
    await stack.mailer.send({ to, ...mail });
  } catch (e) {
    stack.log(`[auth] e-mail to ${to} could not be sent: ${(e as Error).message}`);
    throw new AuthError(
      500,
      'unexpected_failure',
      `Error sending ${link.type === 'signup' ? 'confirmation' : link.type.replace('_', ' ')} email`,
    );
  }
}
