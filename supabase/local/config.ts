// Reads supabase/config.toml (the Supabase CLI file) and resolves the local stack's paths.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { parseGoDuration } from './auth/duration';
import type {
  AuthRateLimits,
  BucketSeed,
  EmailTemplate,
  EmailTemplateName,
  MailboxConfig,
  MfaConfig,
  RealtimeLimits,
  SmtpConfig,
  StackConfig,
} from './types';

export type { AuthRateLimits, BucketSeed, HookConfig, MailboxConfig, RealtimeLimits, SmtpConfig, StackConfig } from './types';

export const projectRoot = path.resolve(__dirname, '..', '..');
export const supabaseDir = path.join(projectRoot, 'supabase');

/** The Supabase CLI's defaults (its config.toml template), used for keys config.toml leaves out. */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  emailSent: 2,
  smsSent: 30,
  anonymousUsers: 30,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
  web3: 30,
  mfaChallengeAndVerify: 15,
};

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  maxConcurrentUsers: 200,
  maxEventsPerSecond: 100,
  maxJoinsPerSecond: 100,
  maxChannelsPerClient: 100,
  maxPresenceEventsPerSecond: 20,
  maxClientPresenceEventsPerWindow: 5,
  clientPresenceWindowMs: 30_000,
  maxPayloadSizeKb: 256,
};

type Toml = Record<string, any>;

function parseSize(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib|gb|gib)?\s*$/i.exec(value);
  if (!m) return fallback;
  const unit = (m[2] ?? 'b').toLowerCase();
  const mult: Record<string, number> = {
    b: 1,
    kb: 1000,
    kib: 1024,
    mb: 1000 ** 2,
    mib: 1024 ** 2,
    gb: 1000 ** 3,
    gib: 1024 ** 3,
  };
  return Math.round(Number(m[1]) * mult[unit]);
}

/**
 * Limits for automated test runs, which sign in hundreds of times from 127.0.0.1: the Jest stack,
 * the Playwright stack (SUPABASE_LOCAL_RELAXED_LIMITS=1) and the benchmarks. Tests of the limits
 * themselves start a stack with the real ones.
 */
export const RELAXED_LIMITS: Pick<StackConfig, 'authRateLimits' | 'realtimeLimits' | 'emailMaxFrequency'> = {
  authRateLimits: {
    emailSent: 1e6,
    smsSent: 1e6,
    anonymousUsers: 1e6,
    tokenRefresh: 1e6,
    signInSignUps: 1e6,
    tokenVerifications: 1e6,
    web3: 1e6,
    mfaChallengeAndVerify: 1e6,
  },
  realtimeLimits: {
    ...DEFAULT_REALTIME_LIMITS,
    maxConcurrentUsers: 10_000,
    maxEventsPerSecond: 100_000,
    maxJoinsPerSecond: 100_000,
    maxPresenceEventsPerSecond: 100_000,
    maxClientPresenceEventsPerWindow: 100_000,
  },
  emailMaxFrequency: 0,
};

/** A config.toml duration: seconds as a number, or a Go duration string ("60s", "1m0s"). */
function parseSeconds(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value !== 'string') return fallback;
  const ms = parseGoDuration(value.trim());
  return ms === null || ms < 0 ? fallback : ms / 1000;
}

const RATE_LIMIT_KEYS: Record<Exclude<keyof AuthRateLimits, 'mfaChallengeAndVerify'>, string> = {
  emailSent: 'email_sent',
  smsSent: 'sms_sent',
  anonymousUsers: 'anonymous_users',
  tokenRefresh: 'token_refresh',
  signInSignUps: 'sign_in_sign_ups',
  tokenVerifications: 'token_verifications',
  web3: 'web3',
};

function rateLimits(section: Toml | undefined): AuthRateLimits {
  const out = { ...DEFAULT_AUTH_RATE_LIMITS };
  for (const [key, name] of Object.entries(RATE_LIMIT_KEYS) as [keyof AuthRateLimits, string][]) {
    const v = section?.[name];
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[key] = v;
  }
  return out;
}

/** [storage.buckets.*], with the CLI's fallbacks: the global size limit, paths relative to supabase/. */
function storageBuckets(section: Toml | undefined, globalLimit: number): Record<string, BucketSeed> {
  const out: Record<string, BucketSeed> = {};
  for (const [name, raw] of Object.entries(section ?? {})) {
    const b: Toml = raw && typeof raw === 'object' ? raw : {};
    const limit = parseSize(b.file_size_limit, 0);
    out[name] = {
      public: b.public === true,
      fileSizeLimit: limit > 0 ? limit : globalLimit,
      allowedMimeTypes: Array.isArray(b.allowed_mime_types) ? b.allowed_mime_types.map(String) : null,
      objectsPath: typeof b.objects_path === 'string' && b.objects_path ? path.resolve(supabaseDir, b.objects_path) : null,
    };
  }
  return out;
}

/** The CLI's `env(NAME)` values (secrets kept out of config.toml). */
function envValue(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  const m = /^env\((\w+)\)$/.exec(text.trim());
  return m ? (process.env[m[1]] ?? '') : text;
}

/**
 * [inbucket]: the mailbox's web port (54324) and SMTP port (54325). SUPABASE_LOCAL_MAIL_PORT and
 * SUPABASE_LOCAL_SMTP_PORT override them; a stack moved with SUPABASE_LOCAL_API_PORT alone moves
 * them along (API + 3, API + 4), so stacks on other ports never share a mailbox.
 */
function mailboxConfig(section: Toml | undefined, apiPortFromEnv: number | null): MailboxConfig {
  const envPort = (name: string) => (process.env[name] ? Number(process.env[name]) : null);
  return {
    enabled: section?.enabled ?? true,
    port: envPort('SUPABASE_LOCAL_MAIL_PORT') ?? (apiPortFromEnv !== null ? apiPortFromEnv + 3 : Number(section?.port ?? 54324)),
    smtpPort: envPort('SUPABASE_LOCAL_SMTP_PORT') ?? (apiPortFromEnv !== null ? apiPortFromEnv + 4 : Number(section?.smtp_port ?? 54325)),
  };
}

function smtpConfig(section: Toml | undefined): SmtpConfig | null {
  if (!section || section.enabled !== true) return null;
  return {
    host: envValue(section.host),
    port: Number(envValue(section.port) || 587),
    user: envValue(section.user),
    pass: envValue(section.pass),
    adminEmail: envValue(section.admin_email) || 'admin@email.com',
    senderName: envValue(section.sender_name),
  };
}

const TEMPLATE_NAMES: EmailTemplateName[] = ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change', 'reauthentication'];

/** [auth.email.template.<name>]: as the CLI, content_path is relative to the project folder (not supabase/). */
function emailTemplates(section: Toml | undefined): Partial<Record<EmailTemplateName, EmailTemplate>> {
  const out: Partial<Record<EmailTemplateName, EmailTemplate>> = {};
  for (const name of TEMPLATE_NAMES) {
    const t: Toml | undefined = section?.[name];
    if (!t || typeof t !== 'object') continue;
    out[name] = {
      subject: typeof t.subject === 'string' ? t.subject : undefined,
      contentPath: typeof t.content_path === 'string' && t.content_path ? path.resolve(projectRoot, t.content_path) : undefined,
    };
  }
  return out;
}

const switches = (section: Toml | undefined) => ({
  enrollEnabled: section?.enroll_enabled === true,
  verifyEnabled: section?.verify_enabled === true,
});

/** [auth.mfa], with the CLI's defaults: every factor type off, 10 factors, phone codes of 6 digits. */
function mfaConfig(section: Toml | undefined): MfaConfig {
  const phone: Toml | undefined = section?.phone;
  return {
    maxEnrolledFactors: Number(section?.max_enrolled_factors ?? 10),
    totp: switches(section?.totp),
    phone: {
      ...switches(phone),
      otpLength: Number(phone?.otp_length ?? 6),
      template: typeof phone?.template === 'string' ? phone.template : 'Your code is {{ .Code }}',
      maxFrequency: parseSeconds(phone?.max_frequency, 5),
    },
    webAuthn: switches(section?.web_authn),
  };
}

export function loadConfig(overrides: Partial<StackConfig> = {}): StackConfig {
  const file = path.join(supabaseDir, 'config.toml');
  const toml: Toml = fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8')) : {};
  const auth = toml.auth ?? {};
  const hook = auth.hook?.custom_access_token;
  const seed = toml.db?.seed ?? {};
  const storageFileSizeLimit = parseSize(toml.storage?.file_size_limit, 50 * 1024 * 1024);
  const config: StackConfig = {
    apiPort: Number(process.env.SUPABASE_LOCAL_API_PORT ?? toml.api?.port ?? 54321),
    dbPort: Number(process.env.SUPABASE_LOCAL_DB_PORT ?? toml.db?.port ?? 54322),
    dataDir: process.env.SUPABASE_LOCAL_DATA_DIR ?? path.join(supabaseDir, '.local'),
    jwtExpiry: Number(auth.jwt_expiry ?? 3600),
    refreshTokenRotation: auth.enable_refresh_token_rotation ?? true,
    refreshTokenReuseInterval: Number(auth.refresh_token_reuse_interval ?? 10),
    enableSignup: (auth.enable_signup ?? true) && (auth.email?.enable_signup ?? true),
    enableConfirmations: auth.email?.enable_confirmations ?? false,
    minimumPasswordLength: Number(auth.minimum_password_length ?? 6),
    siteUrl: auth.site_url ?? 'http://localhost:3000',
    additionalRedirectUrls: (auth.additional_redirect_urls ?? []).map(String),
    enableAnonymousSignIns: auth.enable_anonymous_sign_ins ?? false,
    doubleConfirmEmailChanges: auth.email?.double_confirm_changes ?? true,
    emailOtpExpiry: Number(auth.email?.otp_expiry ?? 3600),
    emailMaxFrequency: parseSeconds(auth.email?.max_frequency, 60),
    authRateLimits: rateLimits(auth.rate_limit),
    realtimeLimits: { ...DEFAULT_REALTIME_LIMITS },
    maxRows: Number(toml.api?.max_rows ?? 1000),
    schemas: toml.api?.schemas ?? ['public', 'graphql_public'],
    storageFileSizeLimit,
    storageBuckets: storageBuckets(toml.storage?.buckets, storageFileSizeLimit),
    customAccessTokenHook: hook?.enabled ? { enabled: true, uri: String(hook.uri) } : null,
    migrationsDir: path.join(supabaseDir, 'migrations'),
    seedPatterns: (seed.enabled ?? true) ? (seed.sql_paths ?? ['./seed.sql']).map((p: string) => path.resolve(supabaseDir, p)) : [],
    mailbox: mailboxConfig(toml.inbucket, process.env.SUPABASE_LOCAL_API_PORT ? Number(process.env.SUPABASE_LOCAL_API_PORT) : null),
    smtp: smtpConfig(auth.email?.smtp),
    emailTemplates: emailTemplates(auth.email?.template),
    mfa: mfaConfig(auth.mfa),
    securePasswordChange: auth.email?.secure_password_change === true,
  };
  const relaxed = process.env.SUPABASE_LOCAL_RELAXED_LIMITS === '1' ? RELAXED_LIMITS : {};
  return { ...config, ...relaxed, ...overrides };
}
