// Social benchmark (issue 10): the database work behind /feed (both tabs, first page and a page
// deep in the keyset), /network's search with filters and /companies, on the small seed and then
// on a generated data set (10,000 profiles, 100,000 posts, 1,000,000 likes, 200,000 follows,
// generated in SQL) in the same run. Each query runs as a signed-in person (role authenticated,
// RLS on) the way the pages call it; p50/p95 over repeated runs, and EXPLAIN plans at scale, go
// to bench/results/social.md.
//
// Run: npm run bench:social (the stack starts on a throw-away data folder; the worktree's ports).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startChild } from './stack-lib/child';

const API_PORT = Number(process.env.SUPABASE_LOCAL_API_PORT ?? 54321) + 5;
const DB_PORT = Number(process.env.SUPABASE_LOCAL_DB_PORT ?? 54322) + 5;
const RUNS = Number(process.env.BENCH_SOCIAL_RUNS ?? 40);
const CARLA = 'd0000000-0000-4000-8000-000000000002';
const MARINA = 'd0000000-0000-4000-8000-000000000004';

type Query = { name: string; as: string; sql: string; params: () => Promise<unknown[]> | unknown[] };

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-social-'));
  fs.chmodSync(dataDir, 0o755);
  const stack = await startChild({ config: { dataDir, apiPort: API_PORT, dbPort: DB_PORT }, reset: true });
  const sql = postgres(stack.ready.dbUrl, { max: 1, onnotice: () => undefined });
  const lines: string[] = [];
  try {
    // A cursor deep in a feed: the (created_at, id) of the n-th post it would show.
    const deepCursor = async (tab: 'all' | 'following', viewer: string, n: number) => {
      const rows = await sql.begin(async (tx) => {
        await asUser(tx, viewer);
        return tx`select created_at, id from public.posts p
                  where ${tab} = 'all' or p.author_id = ${viewer} or p.author_id in (select following_id from public.follows where follower_id = ${viewer})
                  order by created_at desc, id desc offset ${n} limit 1`;
      });
      return rows[0] ? [rows[0].created_at, rows[0].id] : [null, null];
    };

    const queries: Query[] = [
      { name: '/feed Para você, first page', as: CARLA, sql: `select * from public.feed_page('all', null, null, 10)`, params: () => [] },
      {
        name: '/feed Para você, deep page (keyset)',
        as: CARLA,
        sql: `select * from public.feed_page('all', $1, $2, 10)`,
        params: () => deepCursor('all', CARLA, 50),
      },
      {
        name: '/feed Seguindo, first page',
        as: CARLA,
        sql: `select * from public.feed_page('following', null, null, 10)`,
        params: () => [],
      },
      {
        name: '/feed Seguindo, deep page (keyset)',
        as: CARLA,
        sql: `select * from public.feed_page('following', $1, $2, 10)`,
        params: () => deepCursor('following', CARLA, 30),
      },
      {
        name: '/network creator search: UF + follower range + verified',
        as: MARINA,
        sql: `select * from public.search_profiles(kind => 'creators', uf => 'SP', followers => '10 mil a 50 mil', verified_only => true, page_size => 12)`,
        params: () => [],
      },
      {
        name: '/network name search (trigram)',
        as: MARINA,
        sql: `select * from public.search_profiles(kind => 'people', q => 'beatriz roc', page_size => 12)`,
        params: () => [],
      },
      {
        name: '/companies: brands in SP',
        as: CARLA,
        sql: `select * from public.search_profiles(kind => 'companies', company_type => 'Sou uma Marca', uf => 'SP', page_size => 12)`,
        params: () => [],
      },
      { name: '/network suggestions', as: CARLA, sql: `select * from public.suggested_profiles(12)`, params: () => [] },
    ];

    const measure = async (label: string) => {
      const results: { name: string; p50: number; p95: number; rows: number }[] = [];
      for (const q of queries) {
        const params = (await q.params()) as never[];
        const times: number[] = [];
        let rows = 0;
        for (let i = 0; i < RUNS; i++) {
          const t0 = performance.now();
          const out = await sql.begin(async (tx) => {
            await asUser(tx, q.as);
            return tx.unsafe(q.sql, params);
          });
          times.push(performance.now() - t0);
          rows = out.length;
        }
        times.sort((a, b) => a - b);
        results.push({ name: q.name, p50: percentile(times, 50), p95: percentile(times, 95), rows });
        console.log(
          `  ${label} ${q.name}: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (${rows} rows)`,
        );
      }
      return results;
    };

    console.log('social bench: small seed');
    const small = await measure('[seed]');

    console.log('social bench: generating 10k profiles, 100k posts, 1M likes, 200k follows');
    const t0 = performance.now();
    await generate(sql);
    const genMs = performance.now() - t0;
    console.log(`  generated in ${(genMs / 1000).toFixed(1)} s`);

    console.log('social bench: at scale');
    const large = await measure('[scale]');

    const plans: string[] = [];
    for (const q of queries) {
      const params = (await q.params()) as never[];
      const inner = innerQuery(q.name);
      if (!inner) continue;
      const plan = await sql.begin(async (tx) => {
        await asUser(tx, q.as);
        return tx.unsafe(`explain (analyze, buffers, costs off) ${inner}`, params);
      });
      plans.push(`### ${q.name}\n\n\`\`\`\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`);
    }

    const counts = await sql`select (select count(*) from public.profiles) profiles, (select count(*) from public.posts) posts,
      (select count(*) from public.post_likes) likes, (select count(*) from public.follows) follows`;

    lines.push('# Social benchmark', '');
    lines.push(`Generated by \`npm run bench:social\` (bench/social.ts) on ${new Date().toISOString()}, ${os.cpus().length} cores.`);
    lines.push(
      `Database time of each list as the page runs it (role authenticated, RLS on, one transaction per call), ${RUNS} runs each, milliseconds. At scale: ${counts[0].profiles} profiles, ${counts[0].posts} posts, ${counts[0].likes} likes, ${counts[0].follows} follows (generated in ${(genMs / 1000).toFixed(0)} s).`,
    );
    lines.push(
      '',
      '| query | seed p50 | seed p95 | scale p50 | scale p95 | scale p95 / seed p95 |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
    );
    small.forEach((s, i) => {
      const l = large[i];
      lines.push(
        `| ${s.name} | ${s.p50.toFixed(2)} | ${s.p95.toFixed(2)} | ${l.p50.toFixed(2)} | ${l.p95.toFixed(2)} | ${(l.p95 / s.p95).toFixed(2)}× |`,
      );
    });
    lines.push('', '## EXPLAIN (ANALYZE, BUFFERS) at scale', '', ...plans);
    fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'results', 'social.md'), lines.join('\n') + '\n');
    console.log('Wrote bench/results/social.md');
  } finally {
    await sql.end();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function asUser(tx: postgres.TransactionSql, id: string) {
  await tx.unsafe(`set local role authenticated`);
  await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: id, role: 'authenticated' })}, true)`;
}

/** The statement inside each function, for EXPLAIN (a function call's plan shows nothing). */
function innerQuery(name: string): string | null {
  if (name.startsWith('/feed')) {
    const following = name.includes('Seguindo');
    const deep = name.includes('deep');
    return `select p.id from public.posts p
      where ${following ? `(p.author_id = (select auth.uid()) or p.author_id in (select f.following_id from public.follows f where f.follower_id = (select auth.uid())))` : 'true'}
        ${deep ? 'and (p.created_at, p.id) < ($1, $2)' : ''}
      order by p.created_at desc, p.id desc limit 10`;
  }
  if (name.includes('name search'))
    return `select p.id from public.profiles p where not p.is_blocked and (p.search_name operator(extensions.%) 'beatriz roc' or p.search_name like '%beatriz roc%')
      order by extensions.similarity(p.search_name, 'beatriz roc') desc limit 12`;
  if (name.includes('creator search'))
    return `select p.id from public.profiles p where not p.is_blocked and p.category = 'Quero Oferecer meu serviço' and p.state = 'SP'
      and p.followers_range = '10 mil a 50 mil' and p.verified_at is not null order by p.created_at desc, p.id desc limit 12`;
  if (name.startsWith('/companies'))
    return `select p.id from public.profiles p where not p.is_blocked and p.category = 'Quero Contratar' and p.type = 'Sou uma Marca' and p.state = 'SP'
      order by p.created_at desc, p.id desc limit 12`;
  return null;
}

/** The data set, in SQL. Notifications of the generated follows and likes are not created (the
 * row triggers that write them are paused while generating): they are not what is measured. */
async function generate(sql: postgres.Sql) {
  await sql.unsafe(`
    alter table public.follows disable trigger follows_notify;
    alter table public.post_likes disable trigger post_likes_notify;
    alter table public.post_comments disable trigger post_comments_notify;
  `);
  await sql.unsafe(`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
      'bench' || g || '@bench.exemplo.com.br', '', now(), '{"provider":"email"}'::jsonb,
      jsonb_build_object('full_name', (array['Ana','Bruno','Carla','Diego','Elaine','Fábio','Gisele','Hugo','Iara','João'])[g % 10 + 1] || ' ' ||
        (array['Silva','Souza','Oliveira','Santos','Lima','Costa','Pereira','Almeida','Ferreira','Rocha'])[(g / 10) % 10 + 1] || ' ' || g,
        'category', case when g % 5 = 0 then 'Quero Contratar' else 'Quero Oferecer meu serviço' end),
      now() - (g || ' minutes')::interval, now()
    from generate_series(1, 10000) g;
  `);
  await sql.unsafe(`
    update public.profiles p set onboarding_completed = true,
      state = (array['SP','RJ','MG','PR','RS','BA','PE','SC','GO','DF'])[(abs(hashtext(p.id::text)) % 10) + 1],
      city = 'Cidade ' || (abs(hashtext(p.id::text)) % 50),
      followers_range = case when p.category = 'Quero Oferecer meu serviço' then (array['Até 1 mil','1 mil a 10 mil','10 mil a 50 mil','50 mil a 100 mil','100 mil a 500 mil'])[(abs(hashtext(p.id::text || 'f')) % 5) + 1] end,
      price_from = case when p.category = 'Quero Oferecer meu serviço' then (abs(hashtext(p.id::text || 'p')) % 500) * 1000 end,
      verified_at = case when abs(hashtext(p.id::text || 'v')) % 4 = 0 then now() end,
      type = case when p.category = 'Quero Contratar' then (array['Sou uma Marca','Sou uma Agência'])[(abs(hashtext(p.id::text)) % 2) + 1] end,
      company_name = case when p.category = 'Quero Contratar' then 'Empresa ' || left(p.id::text, 8) end
    where p.email like '%@bench.exemplo.com.br';
  `);
  await sql.unsafe(`
    create temporary table bench_people as select id, row_number() over (order by id) n from public.profiles where email like '%@bench.exemplo.com.br';
    insert into public.posts (author_id, body, created_at)
    select b.id, 'Publicação de teste número ' || g, now() - (g || ' seconds')::interval * 30
    from generate_series(1, 100000) g join bench_people b on b.n = (g % 10000) + 1;
  `);
  await sql.unsafe(`
    insert into public.follows (follower_id, following_id, created_at)
    select a.id, b.id, now() - (g || ' seconds')::interval
    from generate_series(1, 200000) g
    join bench_people a on a.n = (g % 10000) + 1
    join bench_people b on b.n = ((g * 7919 + g / 10000) % 10000) + 1
    where a.id <> b.id
    on conflict do nothing;
    insert into public.follows (follower_id, following_id)
    select 'd0000000-0000-4000-8000-000000000002', id from bench_people where n % 500 = 0
    on conflict do nothing;
  `);
  await sql.unsafe(`
    create temporary table bench_posts as select id, row_number() over (order by created_at desc) n from public.posts;
    insert into public.post_likes (post_id, profile_id)
    select p.id, b.id
    from generate_series(1, 1000000) g
    join bench_posts p on p.n = (g % 100000) + 1
    join bench_people b on b.n = ((g * 31 + g / 100000) % 10000) + 1
    on conflict do nothing;
  `);
  await sql.unsafe(`
    alter table public.follows enable trigger follows_notify;
    alter table public.post_likes enable trigger post_likes_notify;
    alter table public.post_comments enable trigger post_comments_notify;
    analyze;
  `);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
