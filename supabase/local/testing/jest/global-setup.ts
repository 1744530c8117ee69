// Starts one local stack for the `db` Jest project: fresh data folder, private ports, the real
// migrations + seed, then the fixture SQL files of supabase/local/testing/fixtures. Its rate limits
// are relaxed: the suites sign in hundreds of times from 127.0.0.1 (the limits have their own
// stacks in auth/rate-limits.stack.test.ts and realtime/limits.stack.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RELAXED_LIMITS } from '../../config';
import { startStack } from '../../index';
import { fixtureFiles } from '../fixtures';
import { mailboxPorts } from '../ports';

export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-stack-test-'));
  fs.chmodSync(dataDir, 0o755); // the postgres user must reach the cluster folder inside
  const apiPort = Number(process.env.TEST_STACK_API_PORT ?? 55421);
  const dbPort = Number(process.env.TEST_STACK_DB_PORT ?? 55422);
  const migrationsDir = process.env.TEST_STACK_MIGRATIONS_DIR; // to try migrations kept elsewhere
  const stack = await startStack({
    config: { ...RELAXED_LIMITS, dataDir, apiPort, dbPort, mailbox: mailboxPorts(), ...(migrationsDir ? { migrationsDir } : {}) },
    reset: true,
    extraSql: fixtureFiles(),
  });
  (globalThis as any).__STACK__ = stack;
  process.env.TEST_STACK_URL = stack.url;
  if (stack.mailbox) process.env.TEST_STACK_MAILBOX_URL = stack.mailbox.url;
  process.env.TEST_STACK_DB_URL = stack.dbUrl;
  process.env.TEST_STACK_DATA_DIR = dataDir;
  process.env.TEST_STACK_ANON_KEY = stack.keys.anonKey;
  process.env.TEST_STACK_SERVICE_KEY = stack.keys.serviceRoleKey;
  process.env.TEST_STACK_PUBLISHABLE_KEY = stack.keys.publishableKey;
  process.env.TEST_STACK_SECRET_KEY = stack.keys.secretKey;
  process.env.TEST_STACK_JWT_SECRET = stack.keys.jwtSecret;
}
