// Stopping the stack while requests are in flight: it stops taking connections, answers the
// requests it already has, then closes its pools and stops cleanly (the child process reports
// `stopped`; a crash, such as a write to a pool connection already closed, would not).
import fs from 'node:fs';
import { uniqueEmail } from '../testing/clients';
import { PASSWORD, plainClient, startExtraStack, type ExtraStack } from '../testing/auth';
import { extraStackPorts } from '../testing/ports';

let current: ExtraStack | undefined;

afterAll(async () => {
  await current?.stop();
  if (current?.dataDir.includes('supabase-stack-test-')) fs.rmSync(current.dataDir, { recursive: true, force: true });
}, 30_000);

test('requests in flight when the stack stops are answered, and it stops cleanly', async () => {
  current = await startExtraStack(extraStackPorts());
  const stack = current;
  const email = uniqueEmail('drain');
  const signUp = await plainClient(stack.url, stack.publishableKey).auth.signUp({ email, password: PASSWORD });
  expect(signUp.error).toBeNull();

  // Password sign-ins (a bcrypt comparison each, on a pool of 8) and Data API reads and writes.
  const inFlight = Array.from({ length: 24 }, async (_, i) => {
    const client = plainClient(stack.url, stack.publishableKey);
    if (i % 3 === 0) {
      const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
      return error ? `sign-in: ${error.message}` : 'ok';
    }
    const { error } = await client
      .from('auth_fixture_profiles')
      .select('id')
      .limit(5)
      .retry(false)
      .abortSignal(AbortSignal.timeout(15_000));
    return error ? `read: ${error.message}` : 'ok';
  });
  // Every request is sent and being served before the stop begins.
  await new Promise((r) => setTimeout(r, 150));
  const stopMs = await stack.stop();
  current = undefined;

  expect(await Promise.all(inFlight)).toEqual(inFlight.map(() => 'ok'));
  // Finite only when the child's stack.stop() returned and it said so before exiting.
  expect(Number.isFinite(stopMs)).toBe(true);
  fs.rmSync(stack.dataDir, { recursive: true, force: true });
}, 120_000);
