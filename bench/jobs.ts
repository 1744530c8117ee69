// Jobs at scale (issue 9): the listing's query (search + two filters + "mais compatíveis", page 1
// and page 20) and the candidates of an opportunity with 2,000 applications, timed as the signed-in
// user they serve (role authenticated with the user's JWT claims, so RLS runs), p50/p95 over
// repeated runs, on the small seed and then on a generated data set (50,000 opportunities,
// 500,000 applications, 10,000 creators, generated in SQL), with the EXPLAIN plans. Writes
// bench/results/jobs.md. Runs on its own throw-away stack.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startStack } from '@conecta/supabase-local';

const RUNS = 40;
const CARLA = 'd0000000-0000-4000-8000-000000000002';
const MARINA = 'd0000000-0000-4000-8000-000000000004';
const BIG = 'f0000000-0000-4000-8000-000000000001';

type Sql = postgres.Sql;
type Timing = { p50: number; p95: number };

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function asUser<T>(sql: Sql, userId: string, run: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  let out: T;
  await sql
    .begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: userId, role: 'authenticated' })}, true)`;
      await tx`set local role authenticated`;
      out = await run(tx);
      throw new Error('rollback');
    })
    .catch((e: Error) => {
      if (e.message !== 'rollback') throw e;
    });
  return out!;
}

async function time(sql: Sql, userId: string, query: string): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await asUser(sql, userId, (tx) => tx.unsafe(query));
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function explain(sql: Sql, userId: string, query: string): Promise<string> {
  const rows = await asUser(sql, userId, (tx) => tx.unsafe(`explain (analyze, costs off, timing off, summary off) ${query}`));
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

async function queries(sql: Sql) {
  const listing = (cursor = '') =>
    `select * from public.search_opportunities(q => 'fotografos', platform => 'Instagram', location => 'remoto', sort => 'compativeis', page_size => 13${cursor})`;
  // Page 20: the cursor after 19 pages of 12.
  const walk = await asUser(sql, CARLA, (tx) =>
    tx.unsafe(
      `select sort_key, id from public.search_opportunities(q => 'fotografos', platform => 'Instagram', location => 'remoto', sort => 'compativeis', page_size => 50) offset 0`,
    ),
  );
  let cursor = '';
  let rows = walk;
  let seen = 0;
  while (seen < 19 * 12 && rows.length) {
    const take = Math.min(rows.length, 19 * 12 - seen);
    const last = rows[take - 1];
    seen += take;
    cursor = `, after_key => ${last.sort_key}, after_id => '${last.id}'`;
    if (seen < 19 * 12)
      rows = await asUser(sql, CARLA, (tx) =>
        tx.unsafe(
          `select sort_key, id from public.search_opportunities(q => 'fotografos', platform => 'Instagram', location => 'remoto', sort => 'compativeis', page_size => 50${cursor})`,
        ),
      );
  }
  const [{ id: candidatesOf }] =
    await sql`select id from public.opportunities where owner_id = ${MARINA} order by applications_count desc limit 1`;
  const candidates = `select * from public.applications where opportunity_id = '${candidatesOf}' order by created_at desc, id desc limit 500`;
  return { page1: listing(), page20: listing(cursor), candidates, reachedPage20: seen >= 19 * 12 };
}

async function measure(sql: Sql) {
  const q = await queries(sql);
  return {
    listingPage1: await time(sql, CARLA, q.page1),
    listingPage20: await time(sql, CARLA, q.page20),
    candidates: await time(sql, MARINA, q.candidates),
    plans: {
      listingPage1: await explain(sql, CARLA, q.page1),
      listingPage20: await explain(sql, CARLA, q.page20),
      candidates: await explain(sql, MARINA, q.candidates),
    },
    reachedPage20: q.reachedPage20,
  };
}

async function generate(sql: Sql) {
  await sql.unsafe(`
    insert into auth.users (id, instance_id, aud, role, email, raw_user_meta_data, created_at, updated_at)
    select ('b0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, '00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated',
      'bench' || g || '@exemplo.invalid',
      jsonb_build_object('full_name', 'Criador ' || g, 'category', case when g <= 10000 then 'Quero Oferecer meu serviço' else 'Quero Contratar' end),
      now(), now()
    from generate_series(1, 10500) g;
    update public.profiles set onboarding_completed = true,
      state = (array['SP','RJ','MG','BA','PR','RS'])[1 + (hashtext(id::text) & 5)],
      followers_range = (array['Até 1 mil','1 mil a 10 mil','10 mil a 50 mil','50 mil a 100 mil'])[1 + (hashtext(id::text) & 3)]
    where email like 'bench%@exemplo.invalid';
    insert into public.profile_service_types (profile_id, service_type_id)
    select p.id, st.id from public.profiles p
    join public.service_types st on st.position = 10 * (1 + (hashtext(p.id::text) & 7))
    where p.email like 'bench%' and p.category = 'Quero Oferecer meu serviço';
    alter table public.opportunities disable trigger user;
    alter table public.applications disable trigger user;
    insert into public.opportunities (id, owner_id, status, title, description, service_type_id, content_type_ids, platforms,
      deliverables, application_deadline, location_type, city, state, pay_type, budget_min, budget_max, published_at, created_at)
    select case when g = 1 then '${BIG}'::uuid else gen_random_uuid() end,
      case when g = 1 then '${MARINA}'::uuid else ('b0000000-0000-4000-8000-' || lpad((10001 + g % 500)::text, 12, '0'))::uuid end,
      case when g % 10 = 0 then 'closed' else 'open' end,
      (array['Vídeo UGC','Fotógrafo','Editor de vídeo','Resenha','Campanha'])[1 + g % 5] || ' para marca parceira nº ' || g,
      'Buscamos ' || (array['criadores de vídeo curto','fotógrafos de produto','editores de vídeo','influenciadores de moda','produtores de conteúdo'])[1 + g % 5] ||
        ' para uma campanha com entregas semanais e roteiro aprovado pela marca. Código ' || g,
      (select id from public.service_types where position = 10 * (1 + g % 12)),
      array[(select id from public.content_types where position = 10 * (1 + g % 9))],
      array['Instagram'], 'Entregas combinadas', (current_date + (g % 60)),
      case when g % 3 = 0 then 'presencial' else 'remoto' end, case when g % 3 = 0 then 'São Paulo' end, case when g % 3 = 0 then 'SP' end,
      'faixa', 50000 + (g % 50) * 1000, 100000 + (g % 50) * 2000, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, 50000) g;
    insert into public.applications (opportunity_id, creator_id, pitch, status, decided_at, created_at)
    select o.id, ('b0000000-0000-4000-8000-' || lpad((1 + (o.n * 7 + k * 1013) % 10000)::text, 12, '0'))::uuid,
      'Proposta gerada para o benchmark de candidaturas.', 'pending', null, now() - (k || ' minutes')::interval
    from (select id, row_number() over (order by id) as n from public.opportunities where id <> '${BIG}') o, generate_series(1, 10) k
    limit 498000;
    insert into public.applications (opportunity_id, creator_id, pitch, created_at)
    select '${BIG}', ('b0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Proposta gerada para o benchmark de candidaturas.', now() - (g || ' seconds')::interval
    from generate_series(1, 2000) g;
    alter table public.opportunities enable trigger user;
    alter table public.applications enable trigger user;
  `);
  await sql.unsafe(`
    alter table public.opportunities disable trigger user;
    update public.opportunities o set applications_count = c.n, unviewed_count = c.n
    from (select opportunity_id, count(*)::int n from public.applications group by 1) c where c.opportunity_id = o.id;
    alter table public.opportunities enable trigger user;
    analyze;
  `);
}

const fmt = (t: Timing) => `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-jobs-'));
  const base = Number(process.env.SUPABASE_LOCAL_API_PORT ?? 54321) + 7;
  const stack = await startStack({ reset: true, cronTimer: false, config: { dataDir, apiPort: base, dbPort: base + 1 } });
  const sql = postgres(stack.dbUrl, { max: 1, onnotice: () => {} });
  try {
    const small = await measure(sql);
    const started = performance.now();
    await generate(sql);
    const generatedMs = performance.now() - started;
    const [counts] = await sql`select (select count(*) from public.opportunities)::int o, (select count(*) from public.applications)::int a,
      (select count(*) from public.profiles where category = 'Quero Oferecer meu serviço')::int c`;
    const large = await measure(sql);
    const ratio = (k: 'listingPage1' | 'listingPage20' | 'candidates') => (large[k].p95 / small[k].p95).toFixed(2);
    const md = [
      '# Jobs benchmark (`tsx bench/jobs.ts`)',
      '',
      `Run ${new Date().toISOString()} on ${os.cpus().length} cores. Query time in ms (p50 / p95 of ${RUNS} runs), as the signed-in user with RLS,`,
      'measured at the database (one round trip per query, inside a transaction that sets the role and JWT claims as the Data API does).',
      `Generated data set: ${counts.o} opportunities, ${counts.a} applications, ${counts.c} creators, in ${(generatedMs / 1000).toFixed(1)} s of SQL.`,
      '',
      '| query | small seed | at scale | p95 ratio |',
      '| --- | --- | --- | --- |',
      `| /jobs/opportunities: "fotografos" + platform + remote, mais compatíveis, page 1 | ${fmt(small.listingPage1)} | ${fmt(large.listingPage1)} | ${ratio('listingPage1')} |`,
      `| same, page 20 (keyset cursor) | ${fmt(small.listingPage20)} | ${fmt(large.listingPage20)} | ${ratio('listingPage20')} |`,
      `| /jobs/candidates: an opportunity with ${large === small ? '' : '2,000 '}candidates (owner) | ${fmt(small.candidates)} | ${fmt(large.candidates)} | ${ratio('candidates')} |`,
      '',
      `Page 20 reached on the small seed: ${small.reachedPage20 ? 'yes' : 'no (fewer results than 19 pages: the cursor is the end of the list)'}; at scale: ${large.reachedPage20 ? 'yes' : 'no'}.`,
      '',
      '## Plans at scale',
      '',
      ...(['listingPage1', 'listingPage20', 'candidates'] as const).flatMap((k) => [`### ${k}`, '', '```', large.plans[k], '```', '']),
      '## Plans on the small seed',
      '',
      ...(['listingPage1', 'candidates'] as const).flatMap((k) => [`### ${k}`, '', '```', small.plans[k], '```', '']),
    ].join('\n');
    fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'results', 'jobs.md'), md);
    console.log(md.split('\n## Plans')[0]);
  } finally {
    await sql.end();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
