// [inbucket], [auth.email.smtp] and [auth.email.template.*] as loadConfig reads them, and the
// mailbox ports following the environment so stacks on other ports never share a mailbox.
import path from 'node:path';
import { loadConfig, projectRoot } from '../config';

const KEYS = ['SUPABASE_LOCAL_API_PORT', 'SUPABASE_LOCAL_MAIL_PORT', 'SUPABASE_LOCAL_SMTP_PORT'] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});
const withEnv = (env: Partial<Record<(typeof KEYS)[number], string>>) => {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, env);
  return loadConfig();
};

describe('the mailbox configuration', () => {
  it('uses [inbucket] port and smtp_port by default', () => {
    expect(withEnv({}).mailbox).toEqual({ enabled: true, port: 54324, smtpPort: 54325 });
  });

  it('moves with SUPABASE_LOCAL_API_PORT (API + 3, API + 4)', () => {
    expect(withEnv({ SUPABASE_LOCAL_API_PORT: '56631' }).mailbox).toEqual({ enabled: true, port: 56634, smtpPort: 56635 });
  });

  it('takes SUPABASE_LOCAL_MAIL_PORT and SUPABASE_LOCAL_SMTP_PORT over everything', () => {
    const config = withEnv({ SUPABASE_LOCAL_API_PORT: '56631', SUPABASE_LOCAL_MAIL_PORT: '1100', SUPABASE_LOCAL_SMTP_PORT: '1025' });
    expect(config.mailbox).toEqual({ enabled: true, port: 1100, smtpPort: 1025 });
  });

  it('reads the templates with content_path relative to the project folder, as the CLI', () => {
    const { emailTemplates, smtp } = withEnv({});
    expect(emailTemplates.recovery).toEqual({
      subject: 'Redefina sua senha da Conecta Criadores',
      contentPath: path.join(projectRoot, 'supabase', 'templates', 'recovery.html'),
    });
    expect(Object.keys(emailTemplates).sort()).toEqual([
      'confirmation',
      'email_change',
      'invite',
      'magic_link',
      'reauthentication',
      'recovery',
    ]);
    expect(smtp).toBeNull();
  });
});
