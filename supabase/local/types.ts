// The types every part of the local stack shares: its configuration, its keys, and the Stack a
// service is handed. This module imports no other module of the stack (only types of the
// `postgres` client and of node:crypto, and the schema cache's types, a module that imports
// nothing of the stack either), so a service can depend on these types without depending on
// stack.ts, which wires every service together. test/import-graph.unit.test.ts keeps it so.
import type { JsonWebKey, KeyObject } from 'node:crypto';
import type { Sql } from 'postgres';
import type { SchemaCache } from './schema-cache';

export type SigningKey = { kid: string; privateJwk: JsonWebKey; publicJwk: JsonWebKey };

export type StackKeys = {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  signing: SigningKey;
  privateKey: KeyObject;
  publicKey: KeyObject;
};

export type HookConfig = { enabled: boolean; uri: string };

/**
 * [auth.rate_limit], with the Supabase CLI's key names and units. Per-IP limits are token buckets
 * holding the configured number and refilled evenly over their window, as GoTrue's limiters are.
 */
export type AuthRateLimits = {
  /** email_sent: e-mails the whole project may send per hour. */
  emailSent: number;
  /** sms_sent: text messages per hour (the local stack sends none; kept for parity). */
  smsSent: number;
  /** anonymous_users: anonymous sign-ins per hour per IP. */
  anonymousUsers: number;
  /** token_refresh: refresh-token (and PKCE code) exchanges per 5 minutes per IP. */
  tokenRefresh: number;
  /**
   * sign_in_sign_ups: password sign-ins, sign-ups, one-time code / magic link / recovery / resend
   * requests and user updates per 5 minutes per IP; also failed password sign-ins per address.
   */
  signInSignUps: number;
  /** token_verifications: /verify calls (codes and links) per 5 minutes per IP. */
  tokenVerifications: number;
  /** web3: Web3 sign-ins per 5 minutes per IP (the local stack has none; kept for parity). */
  web3: number;
  /**
   * MFA challenges and verifications per minute per IP, each counted apart (GoTrue's
   * MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, 15; config.toml has no key for it).
   */
  mfaChallengeAndVerify: number;
};

/** Supabase Realtime's tenant limits (a new hosted project's quotas on the Free plan). */
export type RealtimeLimits = {
  /** Sockets with at least one joined channel. */
  maxConcurrentUsers: number;
  /** Client messages per second, over the whole stack (averaged over a few seconds). */
  maxEventsPerSecond: number;
  /** Channel joins per second, over the whole stack. */
  maxJoinsPerSecond: number;
  maxChannelsPerClient: number;
  /** Presence messages per second, over the whole stack. */
  maxPresenceEventsPerSecond: number;
  /** Presence messages one channel may send per window (Realtime: 5 per 30 s). */
  maxClientPresenceEventsPerWindow: number;
  clientPresenceWindowMs: number;
  /** Largest broadcast or presence payload, in KB (1,000 bytes). */
  maxPayloadSizeKb: number;
};

export type StackConfig = {
  apiPort: number;
  dbPort: number;
  /** Folder holding the PostgreSQL cluster, the keys and stored objects (git-ignored). */
  dataDir: string;
  jwtExpiry: number;
  refreshTokenRotation: boolean;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  minimumPasswordLength: number;
  siteUrl: string;
  /** [auth] additional_redirect_urls: redirect targets accepted besides site_url (globs). */
  additionalRedirectUrls: string[];
  /** [auth] enable_anonymous_sign_ins. */
  enableAnonymousSignIns: boolean;
  /** [auth.email] double_confirm_changes: an e-mail change is confirmed from both addresses. */
  doubleConfirmEmailChanges: boolean;
  /** [auth.email] otp_expiry: lifetime of e-mailed links and codes, in seconds. */
  emailOtpExpiry: number;
  /** [auth.email] max_frequency: least time between two e-mails to one address, in seconds. */
  emailMaxFrequency: number;
  authRateLimits: AuthRateLimits;
  realtimeLimits: RealtimeLimits;
  maxRows: number;
  schemas: string[];
  storageFileSizeLimit: number;
  /**
   * [storage.buckets.<name>]: buckets made (or updated) on a fresh database, through the Storage
   * API as the CLI does, and the files of objects_path uploaded into them (storage/seed-buckets.ts).
   */
  storageBuckets: Record<string, BucketSeed>;
  customAccessTokenHook: HookConfig | null;
  migrationsDir: string;
  /**
   * [db.seed] sql_paths, made absolute: glob patterns (seeds.ts) whose files run in order on a new
   * database, after the migrations; [] when [db.seed] enabled = false.
   */
  seedPatterns: string[];
  /** [inbucket] (ports follow SUPABASE_LOCAL_MAIL_PORT / SUPABASE_LOCAL_SMTP_PORT). */
  mailbox: MailboxConfig;
  /** [auth.email.smtp], when enabled. */
  smtp: SmtpConfig | null;
  /** [auth.email.template.*], content_path made absolute (relative to the project, as the CLI reads it). */
  emailTemplates: Partial<Record<EmailTemplateName, EmailTemplate>>;
  /** [auth.mfa]: multi-factor authentication (the CLI's keys and defaults). */
  mfa: MfaConfig;
  /** [auth.email] secure_password_change: a password change needs a nonce from GET /reauthenticate. */
  securePasswordChange: boolean;
};

/** One factor type's switches: [auth.mfa.totp], [auth.mfa.phone], [auth.mfa.web_authn]. */
export type MfaFactorSwitches = { enrollEnabled: boolean; verifyEnabled: boolean };

export type MfaConfig = {
  /** max_enrolled_factors: factors (verified or not) one user may have. */
  maxEnrolledFactors: number;
  totp: MfaFactorSwitches;
  /** [auth.mfa.phone]: otp_length digits, the SMS template ({{ .Code }}), max_frequency in seconds. */
  phone: MfaFactorSwitches & { otpLength: number; template: string; maxFrequency: number };
  webAuthn: MfaFactorSwitches;
};

/** One [storage.buckets.<name>] table of config.toml. */
export type BucketSeed = {
  public: boolean;
  /** Bytes: the bucket's file_size_limit, else [storage] file_size_limit (as the CLI falls back). */
  fileSizeLimit: number;
  allowedMimeTypes: string[] | null;
  /** objects_path made absolute (relative to supabase/), or null. */
  objectsPath: string | null;
};

/**
 * What a service of the stack is handed. Each service gets its own view, whose `sql` logs in as
 * that service's role (platform.SERVICE_ROLES), as on a hosted project.
 */
export type Stack = {
  config: StackConfig;
  keys: StackKeys;
  /** The calling service's own connection pool. */
  sql: Sql;
  url: string;
  /** The database as postgres, the role migrations run as. */
  dbUrl: string;
  schema: () => SchemaCache;
  reloadSchema: () => Promise<void>;
  log: (message: string) => void;
  /**
   * Sends one e-mail (Auth's confirmations, links, resets): through [auth.email.smtp] when enabled,
   * else to the local mailbox; null when neither is there (the stack log still gets each message).
   */
  mailer?: Mailer | null;
};

/** One e-mail as Auth sends it. */
export type OutgoingMail = { to: string; subject: string; html: string; text: string };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

/** [auth.email.template.<name>]: the CLI's template names. */
export type EmailTemplateName = 'invite' | 'confirmation' | 'recovery' | 'magic_link' | 'email_change' | 'reauthentication';
export type EmailTemplate = { subject?: string; contentPath?: string };

/** [inbucket]: the local mailbox (SMTP server + web page with Mailpit's API). */
export type MailboxConfig = { enabled: boolean; port: number; smtpPort: number };

/** [auth.email.smtp] with enabled = true: e-mails go to this server instead of the mailbox. */
export type SmtpConfig = { host: string; port: number; user: string; pass: string; adminEmail: string; senderName: string };
