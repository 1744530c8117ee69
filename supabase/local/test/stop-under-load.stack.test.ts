// Stopping the stack while requests are in flight: it stops taking connections, answers the
// requests it already has, then closes its pools and stops cleanly (the child process reports
// `stopped`; a crash, such as a write to a pool connection already closed, would not).
import dc from 'node:diagnostics_channel';
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

  // Requests whose headers fetch (undici) has written to a socket: a request still being set up
  // when the stop begins never reached the server, so it is not one the stop must answer.
  let sent = 0;
  const onSent = () => void (sent += 1);
  dc.subscribe('undici:client:sendHeaders', onSent);

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
  // Every request is sent and being served before the stop begins: all 24 written, then a moment
  // for the stack (another process) to read them off its sockets.
  const deadline = Date.now() + 15_000;
  while (sent < inFlight.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  dc.unsubscribe('undici:client:sendHeaders', onSent);
  expect(sent).toBe(inFlight.length);
  await new Promise((r) => setTimeout(r, 150));
  const stopMs = await stack.stop();
  current = undefined;

  expect(await Promise.all(inFlight)).toEqual(inFlight.map(() => 'ok'));
  // Finite only when the child's stack.stop() returned and it said so before exiting.
  expect(Number.isFinite(stopMs)).toBe(true);
  fs.rmSync(stack.dataDir, { recursive: true, force: true });
}, 120_000);
