// Reads supabase/config.toml (the Supabase CLI file) and resolves the local stack's paths.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

export const projectRoot = path.resolve(__dirname, '..', '..');
export const supabaseDir = path.join(projectRoot, 'supabase');

export type HookConfig = { enabled: boolean; uri: string };

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
  maxRows: number;
  schemas: string[];
  storageFileSizeLimit: number;
  customAccessTokenHook: HookConfig | null;
  migrationsDir: string;
  seedPaths: string[];
};

type Toml = Record<string, any>;

function parseSize(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib|gb|gib)?\s*$/i.exec(value);
  if (!m) return fallback;
  const unit = (m[2] ?? 'b').toLowerCase();
  const mult: Record<string, number> = {
    b: 1, kb: 1000, kib: 1024, mb: 1000 ** 2, mib: 1024 ** 2, gb: 1000 ** 3, gib: 1024 ** 3,
  };
  return Math.round(Number(m[1]) * mult[unit]);
}

export function loadConfig(overrides: Partial<StackConfig> = {}): StackConfig {
  const file = path.join(supabaseDir, 'config.toml');
  const toml: Toml = fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8')) : {};
  const auth = toml.auth ?? {};
  const hook = auth.hook?.custom_access_token;
  const seed = toml.db?.seed ?? {};
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
    maxRows: Number(toml.api?.max_rows ?? 1000),
    schemas: toml.api?.schemas ?? ['public', 'graphql_public'],
    storageFileSizeLimit: parseSize(toml.storage?.file_size_limit, 50 * 1024 * 1024),
    customAccessTokenHook: hook?.enabled ? { enabled: true, uri: String(hook.uri) } : null,
    migrationsDir: path.join(supabaseDir, 'migrations'),
    seedPaths: (seed.enabled ?? true)
      ? (seed.sql_paths ?? ['./seed.sql']).map((p: string) => path.resolve(supabaseDir, p))
      : [],
  };
  return { ...config, ...overrides };
}
