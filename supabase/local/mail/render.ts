// Auth's e-mails from [auth.email.template.<name>] (subject + content_path), or GoTrue's own
// defaults for a template config.toml leaves out. Templates are Go templates as GoTrue reads them;
// the fields it offers are filled in ({{ .ConfirmationURL }}, {{ .Token }}, {{ .TokenHash }},
// {{ .SiteURL }}, {{ .RedirectTo }}, {{ .Email }}, {{ .NewEmail }}), HTML-escaped as html/template
// does. Conditionals and other Go template actions are not supported (left as written).
import fs from 'node:fs';
import type { EmailTemplateName, StackConfig } from '../types';

export type TemplateData = {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  NewEmail: string;
};

/** GoTrue's defaults (mailer/template.go). */
const DEFAULTS: Record<EmailTemplateName, { subject: string; html: string }> = {
  invite: {
    subject: 'You have been invited',
    html: '<h2>You have been invited</h2>\n\n<p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>\n<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  confirmation: {
    subject: 'Confirm Your Signup',
    html: '<h2>Confirm your signup</h2>\n\n<p>Follow this link to confirm your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    html: '<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  magic_link: {
    subject: 'Your Magic Link',
    html: '<h2>Magic Link</h2>\n\n<p>Follow this link to login:</p>\n<p><a href="{{ .ConfirmationURL }}">Log In</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  email_change: {
    subject: 'Confirm Email Change',
    html: '<h2>Confirm Change of Email</h2>\n\n<p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change Email</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    html: '<h2>Confirm reauthentication</h2>\n\n<p>Enter the code: {{ .Token }}</p>',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' })[c]!);

/** Fills `{{ .Field }}` (any spacing, `{{- … -}}` too) with the data; `escape` for HTML. */
export function fillTemplate(template: string, data: Readonly<Record<string, string>>, escape: boolean): string {
  return template.replace(/\{\{-?\s*\.(\w+)\s*-?\}\}/g, (whole, field: string) => {
    if (!Object.hasOwn(data, field)) return whole;
    const value = data[field];
    return escape ? escapeHtml(value) : value;
  });
}

/** A readable text part from the HTML: links as "text: url", tags dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/\s+/g, ' ')
    .replace(/<(style|head|script)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(
      /<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi,
      (_m, href: string, text: string) => `${text.replace(/<[^>]+>/g, '').trim()}: ${href}`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|div|tr|li|table)\s*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#34;|&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}

/** The subject, HTML and text of one e-mail. A missing template file fails as GoTrue does (500). */
export function renderEmail(
  config: StackConfig,
  name: EmailTemplateName,
  data: TemplateData,
): { subject: string; html: string; text: string } {
  const configured = config.emailTemplates[name];
  const subject = fillTemplate(configured?.subject ?? DEFAULTS[name].subject, data, false);
  const source = configured?.contentPath ? fs.readFileSync(configured.contentPath, 'utf8') : DEFAULTS[name].html;
  const html = fillTemplate(source, data, true);
  return { subject, html, text: htmlToText(html) };
}
