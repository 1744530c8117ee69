// The local mailbox: Auth's e-mails go out by SMTP from the config.toml templates (pt-BR) and are
// read back through Mailpit's API shape; the SMTP server also takes any other client's mail.
import nodemailer from 'nodemailer';
import { anonClient, serviceClient, signedInUser, uniqueEmail } from '../testing/clients';
import { PASSWORD } from '../testing/auth';
import { fillTemplate, htmlToText } from './render';

const mailbox = () => process.env.TEST_STACK_MAILBOX_URL!;

type Summary = { ID: string; To: { Address: string }[]; Subject: string; Created: string };

async function messagesTo(email: string): Promise<Summary[]> {
  const res = await fetch(`${mailbox()}/api/v1/messages`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { messages: Summary[]; total: number; count: number };
  return body.messages.filter((m) => m.To.some((t) => t.Address === email));
}

async function waitForMessage(email: string): Promise<Summary> {
  for (let i = 0; i < 50; i++) {
    const [m] = await messagesTo(email);
    if (m) return m;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no message to ${email}`);
}

describe('the local mailbox', () => {
  test('a recovery e-mail arrives in pt-BR from the recovery template, with a working link', async () => {
    const email = uniqueEmail('mail-recovery');
    const created = await serviceClient().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    const { error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/auth/confirm' });
    expect(error).toBeNull();

    const summary = await waitForMessage(email);
    expect(summary).toMatchObject({
      Subject: 'Redefina sua senha da Conecta Criadores',
      Created: expect.any(String),
      ID: expect.any(String),
    });
    const res = await fetch(`${mailbox()}/api/v1/message/${summary.ID}`);
    const message = (await res.json()) as { Text: string; HTML: string; Subject: string };
    expect(message.HTML).toContain('Escolher uma nova senha');
    expect(message.HTML).toContain('lang="pt-BR"');
    expect(message.Text).toContain('Recebemos um pedido para redefinir a senha');
    const link = /href="([^"]+)"/.exec(message.HTML)![1].replace(/&amp;/g, '&');
    expect(link).toContain('/auth/v1/verify?token=');
    expect(link).toContain('type=recovery');
    const verify = await fetch(link, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    expect(verify.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/auth\/confirm#access_token=/);
  });

  test('an e-mail change names both addresses, in the messages to each', async () => {
    const { client, email } = await signedInUser({}, 'mail-change');
    const next = uniqueEmail('mail-change-new');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    for (const to of [next, email]) {
      const summary = await waitForMessage(to);
      expect(summary.Subject).toBe('Confirme a troca de e-mail na Conecta Criadores');
      const message = (await (await fetch(`${mailbox()}/api/v1/message/${summary.ID}`)).json()) as { Text: string };
      expect(message.Text).toContain(`de ${email} para ${next}`);
    }
  });

  test('an unknown address gets the same answer and no e-mail', async () => {
    const email = uniqueEmail('mail-nobody');
    const { error } = await anonClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(await messagesTo(email)).toEqual([]);
  });

  test('takes mail from any SMTP client, searches, shows the page and deletes everything', async () => {
    const port = Number(new URL(mailbox()).port) + 1;
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    const to = uniqueEmail('mail-any');
    await transport.sendMail({ from: 'a@example.test', to, subject: 'Olá <mundo>', text: 'só texto' });
    const summary = await waitForMessage(to);
    const one = (await (await fetch(`${mailbox()}/api/v1/message/${summary.ID}`)).json()) as { Text: string; HTML: string };
    expect(one).toMatchObject({ Text: expect.stringContaining('só texto'), HTML: '' });
    const search = (await (await fetch(`${mailbox()}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`)).json()) as {
      messages: Summary[];
    };
    expect(search.messages.map((m) => m.ID)).toEqual([summary.ID]);
    const page = await (await fetch(mailbox())).text();
    expect(page).toContain('Olá &lt;mundo&gt;');
    expect((await fetch(`${mailbox()}/api/v1/messages`, { method: 'DELETE' })).status).toBe(200);
    expect(await messagesTo(to)).toEqual([]);
    expect((await fetch(`${mailbox()}/api/v1/message/${summary.ID}`)).status).toBe(404);
  });
});

describe('templates', () => {
  test('fill the fields GoTrue offers, escaped in HTML', () => {
    const data = {
      ConfirmationURL: 'http://x/?a=1&b=2',
      Token: '123456',
      TokenHash: 'h',
      SiteURL: 's',
      RedirectTo: 'r',
      Email: 'e',
      NewEmail: 'n',
    };
    expect(fillTemplate('<a href="{{ .ConfirmationURL }}">{{.Token}}</a> {{ .Unknown }}', data, true)).toBe(
      '<a href="http://x/?a=1&amp;b=2">123456</a> {{ .Unknown }}',
    );
    expect(htmlToText('<h1>Oi</h1><p>Use <a href="http://l">o link</a></p>')).toBe('Oi\n\nUse o link: http://l');
  });
});
