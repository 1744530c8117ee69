// npm run bench:admin: the admin area's lists at scale. A fresh local stack gets 20,000 extra
// accounts (profiles by the sign-up trigger), 60,000 onboarding answers and 100,000 audit rows;
// then, signed in as the demo administrator through the Data API, each list's query (first page,
// a deep page, a search, a filter, a page past the end) runs 20 times, and a broadcast to every
// creator is sent once. Writes the timings and the EXPLAIN plans (as the administrator, under RLS)
// to bench/results/admin.md. Starts and stops everything it uses; loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import WebSocket from 'ws';
import type { Database } from '../lib/database.types';
import { startChild, type StackChild } from './stack-lib/child';
import { envPort } from './stack-lib/env-port';

const API_PORT = envPort('SUPABASE_LOCAL_API_PORT', 60, 54391);
const DB_PORT = envPort('SUPABASE_LOCAL_API_PORT', 61, 54392);
const USERS = 20_000;
const AUDIT = 100_000;
const RUNS = 20;
const OUT = path.join(__dirname, 'results', 'admin.md');
const ADMIN_ID = 'd0000000-0000-4000-8000-000000000001';

type Timing = { name: string; median: number; p95: number; rows: number; note: string };

async function time(
  name: string,
  run: () => PromiseLike<{ data: unknown; error: { code?: string; message: string } | null }>,
): Promise<Timing> {
  const ms: number[] = [];
  let rows = 0;
  let note = '';
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const { data, error } = await run();
    ms.push(performance.now() - start);
    // A page past the end is PostgREST's 416 (PGRST103): the app shows an empty page, so does this.
    if (error && error.code !== 'PGRST103') throw new Error(`${name}: ${error.message}`);
    rows = Array.isArray(data) ? data.length : 0;
    note = error ? error.code! : '';
  }
  ms.sort((a, b) => a - b);
  return { name, median: ms[Math.floor(RUNS / 2)], p95: ms[Math.ceil(RUNS * 0.95) - 1], rows, note };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'));
  fs.chmodSync(dataDir, 0o755);
  let stack: StackChild | null = null;
  let sql: postgres.Sql | null = null;
  try {
    console.log('local stack (fresh data folder, migrations + seed)');
    stack = await startChild({ config: { dataDir, apiPort: API_PORT, dbPort: DB_PORT }, reset: true });
    sql = postgres(stack.ready.dbUrl, { max: 2, onnotice: () => undefined });

    console.log(`seeding ${USERS} accounts, answers and ${AUDIT} audit rows`);
    let t = performance.now();
    await sql`
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', 'bench' || i || '@exemplo.com.br', '', now(),
        '{"provider":"email"}'::jsonb,
        jsonb_build_object('full_name', 'Pessoa Bench ' || i, 'category', case when i % 3 = 0 then 'Quero Contratar' else 'Quero Oferecer meu serviço' end),
        now() - (i || ' minutes')::interval, now()
      from generate_series(1, ${USERS}) as i`;
    await sql`update public.profiles set type = case when random() < 0.5 then 'Sou uma Marca' else 'Sou uma Agência' end where email like 'bench%' and category = 'Quero Contratar'`;
    await sql`update public.profiles set verified_at = now() where email like 'bench%' and random() < 0.2`;
    const seedUsersMs = performance.now() - t;
    t = performance.now();
    await sql`
      insert into public.profile_answers (profile_id, question_id, answer)
      select p.id, q.id, to_jsonb('Resposta de teste com acentuação'::text)
      from (select id from public.profiles where email like 'bench%' and category = 'Quero Oferecer meu serviço') p
      cross join (select id from public.service_questions where kind = 'text' limit 1) q`;
    await sql`
      insert into public.profile_answers (profile_id, question_id, answer)
      select p.id, q.id, '42'::jsonb
      from (select id from public.profiles where email like 'bench%' and category = 'Quero Oferecer meu serviço') p
      cross join (select id from public.service_questions where kind = 'number' limit 1) q`;
    await sql`
      insert into public.admin_audit (actor_id, action, target_table, target_id, before, after, at)
      select ${ADMIN_ID}, (array['insert','update','delete'])[1 + i % 3], (array['pages','permissions','service_types','profiles'])[1 + i % 4],
        gen_random_uuid(), '{"active": true}'::jsonb, '{"active": false}'::jsonb, now() - (i || ' seconds')::interval
      from generate_series(1, ${AUDIT}) as i`;
    await sql`analyze`;
    const seedRestMs = performance.now() - t;
    const [{ answers }] = await sql`select count(*)::int as answers from public.profile_answers`;

    const client: SupabaseClient<Database> = createClient<Database>(stack.ready.url, stack.ready.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no global WebSocket (supabase-js builds its Realtime client regardless).
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const signIn = await client.auth.signInWithPassword({ email: 'admin@exemplo.com.br', password: 'Demo@12345' });
    if (signIn.error) throw signIn.error;
    const profileColumns = 'id, email, full_name, category, type, is_blocked, verified_at, onboarding_completed, created_at, updated_at';
    const anyQuestion = (await client.from('service_questions').select('id').eq('kind', 'number').limit(1).single()).data!.id;

    const timings: Timing[] = [];
    const users = () => client.from('profiles').select(profileColumns, { count: 'exact' });
    timings.push(
      await time('users: first page, newest sign-ups', () => users().order('created_at', { ascending: false }).order('id').range(0, 19)),
    );
    timings.push(await time('users: page 500', () => users().order('created_at', { ascending: false }).order('id').range(9980, 9999)));
    timings.push(
      await time('users: search "bench 1234" (name or e-mail)', () =>
        users().or('full_name.ilike.%bench 1234%,email.ilike.%bench 1234%').order('created_at', { ascending: false }).range(0, 19),
      ),
    );
    timings.push(await time('users: page past the end (PGRST103 handled)', () => users().order('created_at').range(100_000, 100_019)));
    timings.push(
      await time('moderation: creators, unverified, recently changed', () =>
        users()
          .eq('category', 'Quero Oferecer meu serviço')
          .is('verified_at', null)
          .order('updated_at', { ascending: false })
          .order('id')
          .range(0, 19),
      ),
    );
    timings.push(
      await time('moderation: agencies', () =>
        users().eq('category', 'Quero Contratar').eq('type', 'Sou uma Agência').order('updated_at', { ascending: false }).range(0, 19),
      ),
    );
    const audit = () =>
      client
        .from('admin_audit')
        .select('id, action, target_table, target_id, before, after, at, actor:profiles!admin_audit_actor_id_fkey(full_name)', {
          count: 'exact',
        });
    timings.push(
      await time('audit: first page', () => audit().order('at', { ascending: false }).order('id', { ascending: false }).range(0, 19)),
    );
    timings.push(
      await time('audit: table = permissions', () =>
        audit().eq('target_table', 'permissions').order('at', { ascending: false }).range(0, 19),
      ),
    );
    const answersList = () =>
      client
        .from('profile_answers')
        .select(
          'profile_id, answer, updated_at, question:service_questions!inner(text, service_type_id), profile:profiles!inner(full_name, email)',
          { count: 'exact' },
        );
    timings.push(await time('answers: first page', () => answersList().order('updated_at', { ascending: false }).range(0, 19)));
    timings.push(
      await time('answers: one question', () =>
        answersList().eq('question_id', anyQuestion).order('updated_at', { ascending: false }).range(0, 19),
      ),
    );
    timings.push(await time('answers: CSV batch of 1000', () => answersList().order('updated_at', { ascending: false }).range(0, 999)));

    const start = performance.now();
    const broadcast = await client.rpc('admin_send_broadcast', {
      title: 'Bench',
      body: 'Aviso de teste',
      audience: 'Quero Oferecer meu serviço',
    });
    if (broadcast.error) throw broadcast.error;
    const broadcastMs = performance.now() - start;

    const claims = JSON.stringify({ sub: ADMIN_ID, role: 'authenticated' });
    const explain = async (title: string, query: string) => {
      const plan = await sql!.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${claims}, true)`;
        await tx.unsafe('set local role authenticated');
        return tx.unsafe(`explain (analyze, costs off, timing off, summary on) ${query}`);
      });
      return `### ${title}\n\n\`\`\`\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`;
    };
    const plans = [
      await explain('users: newest sign-ups', `select id, email, full_name from public.profiles order by created_at desc, id limit 20`),
      await explain(
        'users: search',
        `select id from public.profiles where full_name ilike '%bench 1234%' or email ilike '%bench 1234%' order by created_at desc limit 20`,
      ),
      await explain(
        'moderation: creators by last change',
        `select id from public.profiles where category = 'Quero Oferecer meu serviço' and verified_at is null order by updated_at desc, id limit 20`,
      ),
      await explain('audit: first page', `select id from public.admin_audit order by at desc, id desc limit 20`),
      await explain('audit: one table', `select id from public.admin_audit where target_table = 'permissions' order by at desc limit 20`),
      await explain('answers: first page', `select profile_id from public.profile_answers order by updated_at desc limit 20`),
    ];

    const lines = [
      '# Admin area at scale',
      '',
      `Run ${new Date().toISOString()} on ${os.cpus().length} CPUs (load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}), local stack (embedded Postgres + the Data API).`,
      `Data: ${USERS} extra accounts, ${answers} onboarding answers, ${AUDIT} audit rows (seeding: accounts ${Math.round(seedUsersMs)} ms, the rest ${Math.round(seedRestMs)} ms).`,
      `Each query through supabase-js as the demo administrator (RLS on), ${RUNS} runs, with \`count: 'exact'\` as the lists use.`,
      '',
      '| query | median ms | p95 ms | rows | note |',
      '| --- | ---: | ---: | ---: | --- |',
      ...timings.map((x) => `| ${x.name} | ${x.median.toFixed(1)} | ${x.p95.toFixed(1)} | ${x.rows} | ${x.note} |`),
      '',
      `Broadcast to every creator (${broadcast.data.recipients} notifications, one INSERT … SELECT plus the unread-counter triggers): ${Math.round(broadcastMs)} ms.`,
      '',
      '## Plans (EXPLAIN ANALYZE as the administrator)',
      '',
      ...plans,
    ];
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, `${lines.join('\n')}\n`);
    console.log(lines.slice(0, 22).join('\n'));
  } finally {
    await sql?.end();
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
