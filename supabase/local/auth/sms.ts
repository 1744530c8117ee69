// Text messages. The local stack never sends one anywhere: each is delivered to the local mailbox
// (the same one as Auth's e-mails, whatever [auth.email.smtp] says) as a message to
// "<number>@sms.local" whose subject names the number and whose body is the text, and is written
// to the stack log ("[auth] sms to +<number>: …"). An enabled [auth.sms.<provider>] section is
// never contacted either. Phone sign-in uses sendSms; MFA challenges and reauthentication nonces use sendText.
import crypto from 'node:crypto';
import type { Stack } from '../types';
import { AuthError } from './errors';

/** The mailbox domain texts are addressed to. */
export const SMS_DOMAIN = 'sms.local';

/** The mailbox address of a number (digits only, as Auth stores numbers). */
export const smsAddress = (phone: string) => `${phone}@${SMS_DOMAIN}`;

/**
 * Delivers one text to `phone` (digits only, no "+"): to the stack log, then to the local mailbox.
 * Answers the message's id (its Message-ID in the mailbox, without the angle brackets), which
 * Auth hands back as `message_id`. Throws when the mailbox refused the message.
 */
export async function sendSms(stack: Stack, phone: string, body: string): Promise<string> {
  const id = `${crypto.randomUUID()}@${SMS_DOMAIN}`;
  stack.log(`[auth] sms to +${phone}: ${body}`);
  await stack.textMailer?.send({
    to: smsAddress(phone),
    subject: `SMS to +${phone}`,
    text: body,
    html: '', // text only: the mailbox page shows it as written
    messageId: `<${id}>`,
  });
  return id;
}

/**
 * sendSms for the texts of a signed-in request (an MFA challenge, a reauthentication nonce): the
 * number may carry "+" and spaces, and a mailbox that refuses the message answers as GoTrue does
 * when its provider fails (500 "error sending message").
 */
export async function sendText(stack: Stack, phone: string, body: string): Promise<void> {
  try {
    await sendSms(stack, phone.replace(/\D/g, ''), body);
  } catch (e) {
    stack.log(`[auth] sms to +${phone.replace(/\D/g, '')} could not be delivered: ${(e as Error).message}`);
    throw new AuthError(500, 'unexpected_failure', 'error sending message');
  }
}
