// npm run bench (tsx bench/chat.ts): the chat's two reads at scale, as the signed-in user under RLS.
// On a throw-away stack: the conversation list (public.chat_conversations) and the newest page of a
// thread (messages by conversation, keyset order), first on the small demo seed, then for a user
// with 500 conversations, one of them with 10,000 messages (about 100,000 messages in all,
// generated in SQL). Server time = EXPLAIN ANALYZE execution time, p50/p95 over RUNS runs; the
// target is p95 at scale within 1.5x of the small seed. Also the time from a message insert to
// its Realtime delivery to the receiver's client, p50/p95 over 200 messages (Node client, not a
// browser render). Writes bench/results/chat.md with the plans.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import WebSocket from 'ws';
import { startStack } from '@conecta/supabase-local';

const RUNS = 40;
const CONVERSATIONS = 500;
const BIG_THREAD = 10_000;
const PER_OTHER_THREAD = 180;
const LIVE_MESSAGES = 200;
const CARLA = 'd0000000-0000-4000-8000-000000000002';
const MARINA = 'd0000000-0000-4000-8000-000000000004';
const SMALL_THREAD = 'c0000000-0000-4000-8000-000000000001';
const OUT = path.join(__dirname, 'results', 'chat.md');
const port = (name: string, offset: number, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v + offset : fallback;
};

const LIST_SQL = `select * from public.chat_conversations()`;
const threadSql = (conversation: string) =>
  `select id, sender_id, body, created_at, read_at from public.messages where conversation_id = '${conversation}' order by created_at desc, id desc limit 31`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
  const stack = await startStack({
    config: { dataDir, apiPort: port('SUPABASE_LOCAL_API_PORT', 60, 54391), dbPort: port('SUPABASE_LOCAL_API_PORT', 61, 54392) },
    reset: true,
    log: () => {},
    cronTimer: false,
  });
  const sql = postgres(stack.dbUrl, { max: 2, onnotice: () => {} });
  const out: string[] = ['# Chat benchmark', '', `Run ${new Date().toISOString()} on ${os.cpus().length} CPUs (bench/chat.ts).`, ''];
  try {
    // Server time of one statement as Carla under RLS.
    const asCarla = async (statement: string, analyze = true) =>
      sql.begin(async (tx) => {
        await tx.unsafe(`set local role authenticated`);
        await tx.unsafe(`select set_config('request.jwt.claims', '${JSON.stringify({ sub: CARLA, role: 'authenticated' })}', true)`);
        const rows = await tx.unsafe(`explain (analyze, buffers, format text) ${statement}`);
        const plan = rows.map((r) => r['QUERY PLAN'] as string).join('\n');
        const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
        return { ms, plan: analyze ? plan : '' };
      });
    const measure = async (statement: string) => {
      const times: number[] = [];
      let plan = '';
      for (let i = 0; i < RUNS; i += 1) {
        const r = await asCarla(statement);
        times.push(r.ms);
        plan = r.plan;
      }
      return { p50: pct(times, 50), p95: pct(times, 95), plan };
    };

    const smallList = await measure(LIST_SQL);
    const smallThread = await measure(threadSql(SMALL_THREAD));

    // Scale: 500 people with a conversation with Carla; one thread of 10,000 messages.
    const started = Date.now();
    await sql.unsafe(`
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
             'bench' || g || '@bench.test', '', '{"provider":"email"}'::jsonb,
             jsonb_build_object('full_name', 'Pessoa Bench ' || g), now(), now()
      from generate_series(1, ${CONVERSATIONS}) g`);
    await sql.unsafe(`
      insert into public.conversations (member_a, member_b, created_at)
      select least(p.id, '${CARLA}'::uuid), greatest(p.id, '${CARLA}'::uuid), now() - interval '60 days'
      from public.profiles p where p.full_name like 'Pessoa Bench %'`);
    await sql.unsafe(`
      insert into public.conversation_members (conversation_id, profile_id)
      select id, member_a from public.conversations where '${CARLA}' in (member_a, member_b)
      union all select id, member_b from public.conversations where '${CARLA}' in (member_a, member_b)
      on conflict do nothing`);
    const [big] = await sql.unsafe(`
      select c.id from public.conversations c join public.profiles p on p.id in (c.member_a, c.member_b)
      where p.full_name = 'Pessoa Bench 1'`);
    await sql.unsafe(`
      insert into public.messages (conversation_id, sender_id, body, created_at, read_at)
      select '${big.id}', case when g % 2 = 0 then '${CARLA}'::uuid else (select case when member_a = '${CARLA}' then member_b else member_a end from public.conversations where id = '${big.id}') end,
             'Mensagem de teste número ' || g, now() - interval '30 days' + g * interval '2 minutes', case when g < ${BIG_THREAD - 5} then now() end
      from generate_series(1, ${BIG_THREAD}) g`);
    await sql.unsafe(`
      insert into public.messages (conversation_id, sender_id, body, created_at, read_at)
      select c.id, case when g % 2 = 0 then '${CARLA}'::uuid else case when c.member_a = '${CARLA}' then c.member_b else c.member_a end end,
             'Olá! Mensagem ' || g, now() - interval '20 days' + g * interval '3 minutes' + (random() * interval '2 days'), case when g < ${PER_OTHER_THREAD - 1} then now() end
      from public.conversations c, generate_series(1, ${PER_OTHER_THREAD}) g
      where '${CARLA}' in (c.member_a, c.member_b) and c.id <> '${big.id}' and c.id in (
        select x.id from public.conversations x join public.profiles p on p.id in (x.member_a, x.member_b) where p.full_name like 'Pessoa Bench %')`);
    await sql.unsafe(`analyze`);
    const [{ n: totalMessages }] = await sql.unsafe(`select count(*)::int as n from public.messages`);
    const generateSeconds = (Date.now() - started) / 1000;

    const bigList = await measure(LIST_SQL);
    const bigThread = await measure(threadSql(big.id));
    const oldestPage = await measure(
      `select id, body, created_at from public.messages where conversation_id = '${big.id}' and (created_at < now() - interval '20 days') order by created_at desc, id desc limit 31`,
    );

    // Realtime: insert → delivery to the receiver's client.
    const client = () =>
      createClient(stack.url, stack.keys.publishableKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      });
    const carla = client();
    const marina = client();
    await carla.auth.signInWithPassword({ email: 'criador@exemplo.com.br', password: 'Demo@12345' });
    await marina.auth.signInWithPassword({ email: 'marca@exemplo.com.br', password: 'Demo@12345' });
    const arrived = new Map<string, number>();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('subscribe timed out')), 15_000);
      carla
        .channel('bench-chat')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `receiver_id=eq.${CARLA}` }, (p) => {
          arrived.set((p.new as { body: string }).body, performance.now());
        })
        .on('system', {}, (p: { extension?: string; status?: string }) => {
          if (p.extension === 'postgres_changes' && p.status === 'ok') {
            clearTimeout(timer);
            resolve();
          }
        })
        .subscribe();
    });
    const latencies: number[] = [];
    for (let i = 0; i < LIVE_MESSAGES; i += 1) {
      const body = `bench-live-${i}`;
      const t0 = performance.now();
      const { error } = await marina
        .from('messages')
        .insert({ conversation_id: SMALL_THREAD, sender_id: MARINA, receiver_id: CARLA, body });
      if (error) throw new Error(error.message);
      const deadline = Date.now() + 5000;
      while (!arrived.has(body) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
      if (arrived.has(body)) latencies.push(arrived.get(body)! - t0);
    }
    await carla.removeAllChannels();
    carla.realtime.disconnect();

    const row = (name: string, small: { p50: number; p95: number }, large: { p50: number; p95: number }) =>
      `| ${name} | ${small.p50.toFixed(2)} | ${small.p95.toFixed(2)} | ${large.p50.toFixed(2)} | ${large.p95.toFixed(2)} | ${(large.p95 / small.p95).toFixed(2)}× | ${large.p95 <= 1.5 * small.p95 || large.p95 < 2 ? 'ok' : 'over'} |`;
    out.push(
      `Scale: ${CONVERSATIONS} extra conversations for Carla, one with ${BIG_THREAD} messages; ${totalMessages} messages in all (generated in ${generateSeconds.toFixed(1)} s).`,
      '',
      `Server time (EXPLAIN ANALYZE execution time, ms, ${RUNS} runs, as Carla under RLS). Target: p95 at scale within 1.5× of the small seed (or under 2 ms).`,
      '',
      '| read | small p50 | small p95 | scale p50 | scale p95 | ratio | target |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      row('conversation list (chat_conversations)', smallList, bigList),
      row('thread newest page (31 rows)', smallThread, bigThread),
      `| thread older page (keyset, 10k thread) | — | — | ${oldestPage.p50.toFixed(2)} | ${oldestPage.p95.toFixed(2)} | — | — |`,
      '',
      `Realtime insert → delivery to the receiver's client (Node supabase-js, loopback), ${latencies.length}/${LIVE_MESSAGES} delivered: p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms.`,
      '',
      '## Plans at scale',
      '',
      '### Conversation list',
      '',
      '```',
      bigList.plan,
      '```',
      '',
      '### Thread newest page (10,000-message thread)',
      '',
      '```',
      bigThread.plan,
      '```',
      '',
      '### Thread older page',
      '',
      '```',
      oldestPage.plan,
      '```',
      '',
    );
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, out.join('\n'));
    console.log(out.slice(0, 16).join('\n'));
  } finally {
    await sql.end();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
