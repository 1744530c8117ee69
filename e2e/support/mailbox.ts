// The local stack's mailbox (Mailpit's API shape): the e-mails the app under test makes Auth send.
// Its web port is the stack's API port + 3 (54321 → 54324), unless SUPABASE_LOCAL_MAIL_PORT says otherwise.
import { expect } from '@playwright/test';
import { stackUrl } from './stack-env';

export function mailboxUrl(): string {
  const port = process.env.SUPABASE_LOCAL_MAIL_PORT ?? String(Number(new URL(stackUrl()).port) + 3);
  return `http://127.0.0.1:${port}`;
}

type Summary = { ID: string; To: { Address: string }[]; Subject: string; Created: string };
export type MailMessage = Summary & { Text: string; HTML: string };

async function messagesTo(email: string): Promise<Summary[]> {
  const res = await fetch(`${mailboxUrl()}/api/v1/messages`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  const body = (await res.json()) as { messages: Summary[] };
  return body.messages.filter((m) => m.To.some((t) => t.Address.toLowerCase() === email.toLowerCase()));
}

/** The newest e-mail to the address (waiting for it), with its text and HTML. */
export async function waitForMail(email: string, { after = 0 }: { after?: number } = {}): Promise<MailMessage> {
  let found: Summary | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(email)).find((m) => Date.parse(m.Created) >= after);
        return found !== undefined;
      },
      { timeout: 15_000, message: `an e-mail to ${email}` },
    )
    .toBe(true);
  const res = await fetch(`${mailboxUrl()}/api/v1/message/${found!.ID}`);
  return (await res.json()) as MailMessage;
}

export async function mailCountTo(email: string): Promise<number> {
  return (await messagesTo(email)).length;
}

/** The first link of an e-mail's HTML (its button). */
export function firstLink(message: MailMessage): string {
  const href = /href="([^"]+)"/.exec(message.HTML)?.[1];
  if (!href) throw new Error(`no link in "${message.Subject}"`);
  return href.replace(/&amp;/g, '&');
}
