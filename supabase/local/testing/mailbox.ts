// Reading a stack's local mailbox through its Mailpit API (mail/mailbox.ts): the messages sent to
// one address, newest first, and waiting for the next one.

export type MailMessage = { ID: string; Subject: string; Text: string; HTML: string; To: { Address: string }[] };

type Summary = { ID: string; To: { Address: string }[] };

/** The IDs of the messages to `to`, newest first. */
export async function messageIdsTo(mailboxUrl: string, to: string): Promise<string[]> {
  const res = await fetch(`${mailboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}&limit=1000`);
  if (res.status !== 200) throw new Error(`mailbox answered ${res.status}`);
  const body = (await res.json()) as { messages: Summary[] };
  return body.messages.filter((m) => m.To.some((t) => t.Address.toLowerCase() === to.toLowerCase())).map((m) => m.ID);
}

/** Waits (up to 5 s) for a message to `to` that is not among `seen`, and reads it. */
export async function nextMessage(mailboxUrl: string, to: string, seen: string[] = []): Promise<MailMessage> {
  for (let i = 0; i < 50; i++) {
    const id = (await messageIdsTo(mailboxUrl, to)).find((m) => !seen.includes(m));
    if (id) return (await (await fetch(`${mailboxUrl}/api/v1/message/${id}`)).json()) as MailMessage;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new message to ${to}`);
}
