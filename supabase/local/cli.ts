// supabase-local start | reset | types (the package's bin; npm run db:start | db:reset | db:types).
import path from 'node:path';
import { isAlert, projectRoot, reset, startStack, types, writeEnvLocalIfAbsent } from './index';

async function main() {
  const command = process.argv[2] ?? 'start';
  const verbose = process.argv.includes('--verbose');
  // E-mails the auth service would send (confirmations, magic links, resets) and alerts (a
  // failing access token hook) are always shown.
  const log = (m: string) => {
    if (verbose || m.startsWith('[auth] e-mail') || isAlert(m)) console.log(m);
  };
  const notice = (m: string) => console.log(m);
  const t0 = Date.now();
  if (command === 'start') {
    const stack = await startStack({ log, notice });
    const env = writeEnvLocalIfAbsent(stack.url, stack.keys);
    console.log(`Supabase local stack ready in ${Date.now() - t0} ms${stack.fresh ? ' (new database)' : ''}`);
    console.log(`  API URL:          ${stack.url}`);
    console.log(`  DB URL:           ${stack.dbUrl}`);
    if (stack.mailbox)
      console.log(`  Mailbox URL:      ${stack.mailbox.url}  (e-mails sent by Auth; SMTP on 127.0.0.1:${stack.mailbox.smtpPort})`);
    console.log(`  Publishable key:  ${stack.keys.publishableKey}`);
    console.log(`  Secret key:       ${stack.keys.secretKey}`);
    console.log(`  anon key:         ${stack.keys.anonKey}`);
    console.log(`  service_role key: ${stack.keys.serviceRoleKey}`);
    if (stack.migrations.applied.length) console.log(`  Migrations applied: ${stack.migrations.applied.join(', ')}`);
    if (env) console.log(`  Wrote ${path.relative(projectRoot, env)}`);
    const shutdown = async () => {
      await stack.stop();
      process.exit(0);
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
    return;
  }
  if (command === 'reset') {
    const report = await reset({ log, notice });
    console.log(`Database recreated from ${report.applied.length} migrations and the seed in ${Date.now() - t0} ms`);
    return;
  }
  if (command === 'types') {
    const out = path.resolve(projectRoot, process.argv[3] && !process.argv[3].startsWith('--') ? process.argv[3] : 'lib/database.types.ts');
    await types({ log, notice, out });
    console.log(`Wrote ${path.relative(projectRoot, out)}`);
    return;
  }
  console.error(`unknown command: ${command} (start | reset | types [file])`);
  process.exit(2);
}

main().catch((e) => {
  console.error(e?.message ?? e);
  process.exit(1);
});
