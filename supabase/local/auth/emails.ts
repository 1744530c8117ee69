// E-mail address validation as GoTrue answers it.
import { AuthError, validation } from './errors';

const EMAIL_RE = /^[^\s@"(),:;<>[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** Trims and lower-cases, as GoTrue stores addresses. */
export function normalizeEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!email) throw validation('An email address is required');
  if (email.length > 255) throw validation('An email address is too long');
  if (!EMAIL_RE.test(email)) throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  return email;
}
