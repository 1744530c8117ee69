// '@conecta/supabase-local/testing': helpers for tests against the local stack, in one place.
// The Jest `db` project starts one stack for a whole run (jest/global-setup.ts, on
// TEST_STACK_API_PORT / TEST_STACK_DB_PORT) and exposes it through TEST_STACK_* variables that
// clients.ts reads. Service-specific helpers stay in their own modules (testing/auth, realtime,
// rest, storage), imported by path.
export { anonClient, directSql, roleSql, serviceClient, signedInUser, stackEnv, uniqueEmail } from './clients';
export { spawnStack, type ChildStack, type ChildStackInfo, type SpawnOptions } from './child-stack';
export { fixtureFiles, FIXTURES_DIR } from './fixtures';
export { assertPortsFree, extraStackPorts, servicePort } from './ports';
export type { StartOptions } from '../index';
export { runCronJobs, type CronRun } from './cron';
export { authFrom, requestFrom, type RawResponse } from './raw-http';
