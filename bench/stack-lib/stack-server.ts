// The benchmark's stack, in a process of its own so the load generator does not share its event
// loop. Options come in BENCH_STACK_OPTIONS (StartOptions without `log`); it prints one JSON
// line {"ready": {...}} with the time startStack() took, and {"stopped": {stopMs}} after
// SIGTERM (or stdin closing) once everything is shut down.
import { performance } from 'node:perf_hooks';
import { startStack, type StartOptions } from '../../supabase/local/stack';

const send = (msg: unknown) => process.stdout.write(`${JSON.stringify(msg)}\n`);

async function main() {
  const opts = JSON.parse(process.env.BENCH_STACK_OPTIONS ?? '{}') as StartOptions;
  const t0 = performance.now();
  const stack = await startStack({ ...opts, log: (m) => (/error|failed/i.test(m) ? send({ log: m }) : undefined) });
  const startMs = performance.now() - t0;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const t = performance.now();
    await stack.stop();
    // Exit only once the line is out: a pipe write may still be pending when exit() runs.
    process.stdout.write(`${JSON.stringify({ stopped: { stopMs: performance.now() - t } })}\n`, () => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdin.resume();
  process.stdin.on('end', stop);
  send({
    ready: {
      startMs, fresh: stack.fresh, migrations: stack.migrations.applied.length, url: stack.url, dbUrl: stack.dbUrl,
      publishableKey: stack.keys.publishableKey, secretKey: stack.keys.secretKey,
    },
  });
}

main().catch((e) => {
  send({ failed: String(e?.stack ?? e) });
  process.exit(1);
});
