// Sends Auth's e-mails with nodemailer: through [auth.email.smtp] when enabled, else to the local
// mailbox's SMTP port (no TLS, no login, as Mailpit).
import nodemailer from 'nodemailer';
import type { Mailer, SmtpConfig } from '../types';

const LOCAL_FROM = { name: 'Supabase Auth', address: 'admin@email.com' };

export function createMailer(target: { smtp: SmtpConfig } | { localPort: number }): Mailer {
  const transport =
    'smtp' in target
      ? nodemailer.createTransport({
          host: target.smtp.host,
          port: target.smtp.port,
          secure: target.smtp.port === 465,
          auth: target.smtp.user ? { user: target.smtp.user, pass: target.smtp.pass } : undefined,
        })
      : nodemailer.createTransport({ host: '127.0.0.1', port: target.localPort, secure: false, ignoreTLS: true });
  const from = 'smtp' in target ? { name: target.smtp.senderName, address: target.smtp.adminEmail } : LOCAL_FROM;
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, messageId: mail.messageId });
    },
  };
}
