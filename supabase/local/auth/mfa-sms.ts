// The text message of a phone factor's challenge. The local stack sends no SMS: the message is
// written to the stack log and delivered to the local mailbox (as Auth's e-mails are), addressed
// to <digits>@sms.localhost, so a test or a developer reads the code there.
import type { Stack } from '../types';
import { AuthError } from './errors';

export const smsMailbox = (phone: string) => `${phone.replace(/\D/g, '')}@sms.localhost`;

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function sendFactorSms(stack: Stack, phone: string, message: string): Promise<void> {
  const number = `+${phone.replace(/\D/g, '')}`;
  stack.log(`[auth] sms to ${number}: ${message}`);
  if (!stack.mailer) return;
  try {
    await stack.mailer.send({ to: smsMailbox(phone), subject: `SMS to ${number}`, text: message, html: `<p>${escapeHtml(message)}</p>` });
  } catch (e) {
    stack.log(`[auth] sms to ${number} could not be delivered: ${(e as Error).message}`);
    throw new AuthError(500, 'unexpected_failure', 'error sending message');
  }
}
