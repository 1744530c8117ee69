// npm run bench:two-step: what two-step verification costs the write wall at scale. Every write of
// the API roles passes public.is_active_user(), which since 20261129102000 also asks
// public.two_step_satisfied() (the session's aal, or no verified factor in auth.mfa_factors); every
// administrator policy asks public.is_admin(), which does the same. A fresh local stack gets 20,000
// extra accounts, half of them with a verified TOTP factor (40,000 factor rows in all, verified and
// not). Then: the wall's functions evaluated 20,000 times inside PostgreSQL, for an account without
// a factor and one with a factor at aal2, against the wall's old body (the profile read alone); and
// profile updates through the Data API as the demo creator (no factor) and as an account with a
// verified factor and an aal2 session (enrolled through supabase-js). Writes the timings and the
// EXPLAIN plans to bench/results/two-step.md. Starts and stops everything it uses; loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import postgres from 'postgres';
import WebSocket from 'ws';
import type { Database } from '../lib/database.types';
import { startChild, type StackChild } from './stack-lib/child';
import { envPort } from './stack-lib/env-port';

const API_PORT = envPort('SUPABASE_LOCAL_API_PORT', 70, 54393);
const DB_PORT = envPort('SUPABASE_LOCAL_API_PORT', 71, 54394);
const USERS = 20_000;
const EVALUATIONS = 20_000;
const WRITES = 100;
const OUT = path.join(__dirname, 'results', 'two-step.md');
const CREATOR_EMAIL = 'criador@exemplo.com.br';
const PASSWORD = 'Demo@12345';

type Client = SupabaseClient<Database>;

function newClient(url: string, key: string): Client {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket (supabase-js builds its Realtime client regardless).
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

async function timeWrites(client: Client, id: string): Promise<{ median: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const start = performance.now();
    const { error, count } = await client
      .from('profiles')
      .update({ headline: `Bench ${i}` }, { count: 'exact' })
      .eq('id', id);
    ms.push(performance.now() - start);
    if (error || count !== 1) throw new Error(`profile update refused: ${error?.message ?? `${count} rows`}`);
  }
  ms.sort((a, b) => a - b);
  return { median: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-two-step-'));
  fs.chmodSync(dataDir, 0o755);
  let stack: StackChild | null = null;
  let sql: postgres.Sql | null = null;
  try {
    console.log('local stack (fresh data folder, migrations + seed)');
    stack = await startChild({ config: { dataDir, apiPort: API_PORT, dbPort: DB_PORT }, reset: true });
    sql = postgres(stack.ready.dbUrl, { max: 2, onnotice: () => undefined });
    const db = sql;

    console.log(`seeding ${USERS} accounts and their factors`);
    const t = performance.now();
    await db`
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'duas' || i || '@exemplo.com.br', '', now(),
        '{"provider":"email"}'::jsonb, jsonb_build_object('full_name', 'Pessoa Bench ' || i, 'category', 'Quero Oferecer meu serviço'), now(), now()
      from generate_series(1, ${USERS}) as i`;
    // Half the accounts: one verified app and one never confirmed; the others none.
    await db`
      insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
      select gen_random_uuid(), u.id, f.name, 'totp', f.status::auth.factor_status, now(), now(), 'JBSWY3DPEHPK3PXP'
      from (select id, row_number() over (order by id) as n from auth.users where email like 'duas%') u
      cross join (values ('Celular', 'verified'), ('Tablet', 'unverified')) as f(name, status)
      where u.n % 2 = 0`;
    await db`analyze`;
    const seedMs = performance.now() - t;
    const [{ factors }] = await db`select count(*)::int as factors from auth.mfa_factors`;
    const [withFactor] = await db`
      select u.id from auth.users u join auth.mfa_factors f on f.user_id = u.id and f.status = 'verified' limit 1`;
    const [withoutFactor] = await db`select id from auth.users where email = ${CREATOR_EMAIL}`;

    /** Runs `expression` EVALUATIONS times inside one statement as the signed-in `who`; ms per call. */
    const perCall = async (who: string, aal: string, expression: string) => {
      const claims = JSON.stringify({ sub: who, role: 'authenticated', aal });
      const rows = await db.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${claims}, true)`;
        await tx.unsafe('set local role authenticated');
        // volatile wrapper: one evaluation per row, no constant folding of the stable function.
        return tx.unsafe(
          `explain (analyze, costs off, timing off, summary on) select count(*) from generate_series(1, ${EVALUATIONS}) g where (select ${expression} where g > 0)`,
        );
      });
      const line = rows.map((r) => String(r['QUERY PLAN'])).find((l) => l.startsWith('Execution Time'))!;
      return Number(/([\d.]+) ms/.exec(line)![1]) / EVALUATIONS;
    };
    // The wall as it was before two-step verification (20261125001000), as a function alike.
    await db`
      create function public.bench_wall_before_two_step() returns boolean language sql stable security definer set search_path = ''
      as $$ select exists (select 1 from public.profiles where id = (select auth.uid()) and not is_blocked) $$`;
    await db`grant execute on function public.bench_wall_before_two_step() to authenticated`;
    const evaluations = [
      {
        name: 'the wall before two-step verification, no factor',
        ms: await perCall(withoutFactor.id, 'aal1', 'public.bench_wall_before_two_step()'),
      },
      { name: 'is_active_user(), no factor, aal1', ms: await perCall(withoutFactor.id, 'aal1', 'public.is_active_user()') },
      { name: 'is_active_user(), verified factor, aal2', ms: await perCall(withFactor.id, 'aal2', 'public.is_active_user()') },
      { name: 'is_active_user(), verified factor, aal1 (refused)', ms: await perCall(withFactor.id, 'aal1', 'public.is_active_user()') },
      { name: 'two_step_satisfied(), no factor', ms: await perCall(withoutFactor.id, 'aal1', 'public.two_step_satisfied()') },
    ];

    console.log('profile updates through the Data API');
    const creator = newClient(stack.ready.url, stack.ready.publishableKey);
    const signIn = await creator.auth.signInWithPassword({ email: CREATOR_EMAIL, password: PASSWORD });
    if (signIn.error) throw signIn.error;
    const secured = newClient(stack.ready.url, stack.ready.publishableKey);
    const email = `duas-bench-${Date.now()}@exemplo.com.br`;
    const signUp = await secured.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Bench Duas Etapas', category: 'Quero Oferecer meu serviço' } },
    });
    if (signUp.error || !signUp.data.user) throw signUp.error ?? new Error('sign-up gave no user');
    const enrolled = await secured.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
    if (enrolled.error) throw enrolled.error;
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data.totp.secret) }).generate();
    const verified = await secured.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code });
    if (verified.error) throw verified.error;
    const aal = (await secured.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel;
    if (aal !== 'aal2') throw new Error(`expected an aal2 session, got ${aal}`);
    await timeWrites(creator, withoutFactor.id); // warm-up of both paths
    await timeWrites(secured, signUp.data.user.id);
    const writes = [
      { name: 'demo creator, no factor (aal1)', ...(await timeWrites(creator, withoutFactor.id)) },
      { name: 'account with a verified factor (aal2)', ...(await timeWrites(secured, signUp.data.user.id)) },
    ];

    const plan = async (title: string, query: string) => {
      const rows = await db.unsafe(`explain (analyze, costs off, timing off, summary on) ${query}`);
      return `### ${title}\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`;
    };
    const plans = [
      await plan(
        "two_step_satisfied()'s factor lookup (as its owner)",
        `select exists (select 1 from auth.mfa_factors f where f.user_id = '${withFactor.id}' and f.status = 'verified')`,
      ),
      await plan(
        'the same lookup for an account without a factor',
        `select exists (select 1 from auth.mfa_factors f where f.user_id = '${withoutFactor.id}' and f.status = 'verified')`,
      ),
    ];

    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    const lines = [
      '# Two-step verification and the write wall at scale',
      '',
      `Run ${new Date().toISOString()} on ${os.cpus().length} CPUs (load ${load}), local stack (embedded PostgreSQL + the Data API).`,
      `Data: ${USERS} extra accounts, ${factors} factor rows (half the accounts with a verified app and an unconfirmed one); seeding ${Math.round(seedMs)} ms.`,
      '',
      `## The wall's functions, ${EVALUATIONS} evaluations inside one statement (as \`authenticated\`)`,
      '',
      'The write policies call the wall as `(select public.is_active_user())`, an init plan: once per statement, not per row.',
      '',
      '| expression | µs per call |',
      '| --- | ---: |',
      ...evaluations.map((e) => `| ${e.name} | ${(e.ms * 1000).toFixed(1)} |`),
      '',
      `## Profile updates through the Data API (${WRITES} each, after a warm-up; RLS and the wall on)`,
      '',
      '| who | median ms | p95 ms |',
      '| --- | ---: | ---: |',
      ...writes.map((w) => `| ${w.name} | ${w.median.toFixed(1)} | ${w.p95.toFixed(1)} |`),
      '',
      '## Plans',
      '',
      ...plans,
    ];
    fs.writeFileSync(OUT, `${lines.join('\n')}\n`);
    console.log(lines.slice(0, 22).join('\n'));
    console.log(`written to ${path.relative(process.cwd(), OUT)}`);
  } finally {
    await sql?.end({ timeout: 1 });
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
