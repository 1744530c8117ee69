// What /auth/confirm does with the link of an Auth e-mail (recovery, confirmation, magic link):
// the PKCE code Auth's /verify redirects with, or a token hash a template links to directly
// (`{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=recovery`), and where to go next.
import type { EmailOtpType } from '@supabase/supabase-js';
import { ROUTES } from '@/lib/routes';

export const CONFIRM_PATH = '/auth/confirm';
const OTP_TYPES: readonly EmailOtpType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'];

export type ConfirmLink =
  | { kind: 'code'; code: string; next: string; recovery: boolean }
  | { kind: 'token_hash'; tokenHash: string; type: EmailOtpType; next: string; recovery: boolean }
  | { kind: 'invalid'; next: string; recovery: boolean };

/** Only a path of this site (never '//host' or a full URL), else the feed (the gate decides from there). */
export function safeNext(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return ROUTES.feed;
  return value;
}

/** The link's parameters; `error` (an expired or used link, as Auth redirects it) makes it invalid. */
export function readConfirmLink(params: URLSearchParams): ConfirmLink {
  const type = params.get('type');
  const next = safeNext(params.get('next') ?? (type === 'recovery' ? ROUTES.resetPassword : null));
  const recovery = type === 'recovery' || next === ROUTES.resetPassword;
  if (params.get('error') || params.get('error_code')) return { kind: 'invalid', next, recovery };
  const code = params.get('code');
  if (code) return { kind: 'code', code, next, recovery };
  const tokenHash = params.get('token_hash');
  if (tokenHash && type && (OTP_TYPES as readonly string[]).includes(type)) {
    return { kind: 'token_hash', tokenHash, type: type as EmailOtpType, next, recovery };
  }
  return { kind: 'invalid', next, recovery };
}

/** Where a link that did not work sends the user: recovery links to their own page, the rest to /login. */
export const invalidLinkTarget = (link: Pick<ConfirmLink, 'recovery'>) => (link.recovery ? ROUTES.resetLinkInvalid : ROUTES.login);

/** The redirect_to the recovery request sends, so the e-mail's link comes back to /auth/confirm. */
export function recoveryRedirectUrl(origin: string): string {
  return `${origin}${CONFIRM_PATH}?${new URLSearchParams({ next: ROUTES.resetPassword })}`;
}
