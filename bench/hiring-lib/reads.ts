// What the hiring screens read, as they read it (lib/queries/hiring.ts through supabase-js, signed
// in), and the same statements in SQL for EXPLAIN (ANALYZE, BUFFERS) as the signed-in role with its
// JWT claims, so RLS is in the plan. The SQL mirrors what the Data API runs for each call: the
// filters, order and limit of the request, wrapped in the JSON aggregate of the response.
import type { SupabaseClient } from '@supabase/supabase-js';
import type postgres from 'postgres';
import type { Database } from '../../lib/database.types';
import type { ContractStatus, Side } from '../../lib/hiring/states';
import { CONTRACT_LIST_COLUMNS as LIST_COLUMNS, readContractsWithOr } from './earlier';
import {
  CONTRACTS_PAGE_SIZE,
  PROFILE_REVIEWS_LIMIT,
  readContract,
  readContracts,
  readHiringCounts,
  readProfileRating,
  readProfileReviews,
  readProposals,
  PENDING_PROPOSALS_LIMIT,
} from '../../lib/queries/hiring';

type Client = SupabaseClient<Database>;
export type Who = 'hirer' | 'creator' | 'typical' | 'admin';
/** The side of each measured person's contracts (the page takes it from the profile's category). */
export const SIDE: Record<Exclude<Who, 'admin'>, Side> = { hirer: 'hirer', typical: 'hirer', creator: 'creator' };
const sideOf = (who: Who): Side => (who === 'admin' ? 'hirer' : SIDE[who]);

export type Ctx = {
  clients: Record<Who, Client>;
  ids: Record<Who, string>;
  /** The contract readContract opens: a completed one of the heavy hirer and the heavy creator. */
  contractId: string;
};

/** /contratos shows one state per tab (lib/hiring/tabs.ts): 'Ativos' is the work in progress. */
export const ACTIVE_TAB: ContractStatus[] = ['active'];
export const COMPLETED_TAB: ContractStatus[] = ['completed'];

const PROPOSAL_COLUMNS =
  'id, title, status, awaiting, round, value_cents, is_barter, due_date, hirer_id, creator_id, expires_at, updated_at';
const PARTY_COLUMNS = 'id, full_name, company_name, avatar_url, logo_url, category';
const REVIEW_COLUMNS =
  'id, author_id, subject_id, subject_role, rating, communication, quality, timeliness, briefing, payment, body, revealed_at, reply, replied_at, hidden_at, created_at';
/** As lib/queries/admin-contracts.ts reads the disputes' tab. */
const ADMIN_CONTRACT_COLUMNS =
  'id, title, status, value_cents, is_barter, updated_at, hirer_id, creator_id, disputed_from, dispute_reason, dispute_opened_by, resolution_reason';
const ADMIN_PAGE = 20;

/** The administrators' disputes: the first page (one more row tells whether a next page exists) and the parties' names. */
async function readDisputes(admin: Client) {
  const { data, error } = await admin
    .from('contracts')
    .select(ADMIN_CONTRACT_COLUMNS)
    .eq('status', 'disputed')
    .order('updated_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(ADMIN_PAGE + 1);
  if (error) throw new Error(`disputes: ${error.message}`);
  const page = data.slice(0, ADMIN_PAGE);
  const ids = [...new Set(page.flatMap((c) => [c.hirer_id, c.creator_id, c.dispute_opened_by]).filter((id): id is string => !!id))];
  const parties = await admin.from('public_profiles').select('id, full_name, company_name').in('id', ids);
  if (parties.error) throw new Error(`disputes' parties: ${parties.error.message}`);
  return page;
}

/**
 * A statement for EXPLAIN: `sql` is the select of the request, explained inside the Data API's
 * JSON envelope unless `raw` (an rpc call or a function's body); `follow` is the read made with
 * its rows (the parties).
 */
export type Statement = {
  title: string;
  sql: string;
  raw?: boolean;
  /** Shown for its plan only: a function's body, whose time the call's statement already counts. */
  planOnly?: boolean;
  /**
   * The statement as the Data API prepares it, `$n` for each value it binds (sent untyped), with
   * those values: explained as the generic plan a connection switches to after five executions.
   */
  generic?: { sql: string; values: string[] };
  follow?: (rows: Record<string, unknown>[]) => Statement;
};

export type Read = {
  key: string;
  label: string;
  as: Who;
  /** One call as the screen makes it; resolves with the number of rows shown. */
  run: (ctx: Ctx) => Promise<number>;
  /** The statements of that call. */
  statements: (ctx: Ctx) => Statement[];
  /** Measured for the report, outside the target (a query form the app does not use yet). */
  informative?: boolean;
};

const q = (v: string) => `'${v.replace(/'/g, "''")}'`;
/** The Data API's envelope around a read: the rows counted and aggregated into the JSON body. */
const envelope = (inner: string) => `select count(*)::int as n, coalesce(json_agg(_r), '[]'::json) as body from (${inner}) as _r`;

const parties = (title: string, pick: (r: Record<string, unknown>) => unknown) => (rows: Record<string, unknown>[]) => {
  const ids = [...new Set(rows.map(pick).filter(Boolean))] as string[];
  return {
    title,
    sql: `select ${PARTY_COLUMNS} from public.public_profiles where id = any(array[${ids.map(q).join(', ') || 'null'}]::uuid[])`,
  };
};

/** The list and, for the record, the generic plan its prepared statement may switch to. */
function listStatements(
  title: string,
  where: string,
  params: { sql: string; values: string[] },
  other: (r: Record<string, unknown>) => unknown,
): Statement[] {
  const order = `order by updated_at desc, id desc limit ${CONTRACTS_PAGE_SIZE}`;
  return [
    {
      title,
      sql: `select ${LIST_COLUMNS} from public.contracts where ${where} ${order}`,
      follow: parties('the other parties (public_profiles .in id)', other),
    },
    {
      title: "the same, as the Data API's prepared statement runs it once it switches to a generic plan",
      sql: '',
      planOnly: true,
      generic: {
        sql: `select ${LIST_COLUMNS} from public.contracts where ${params.sql} order by updated_at desc, id desc limit $${params.values.length + 1}`,
        values: [...params.values, String(CONTRACTS_PAGE_SIZE)],
      },
    },
  ];
}

/** readContracts as the app reads: the viewer's side, `.eq('status', s)` for a tab's one state. */
const listRead = (key: string, label: string, as: Who, statuses: ContractStatus[]): Read => ({
  key,
  label,
  as,
  run: async (ctx) => (await readContracts(ctx.clients[as], { id: ctx.ids[as], side: sideOf(as) }, statuses)).length,
  statements: (ctx) => {
    const own = `${sideOf(as)}_id`;
    const viewer = ctx.ids[as];
    const one = statuses.length === 1;
    return listStatements(
      `contracts of the viewer (.eq ${own}, ${one ? '.eq status' : '.in status'}, order updated_at desc, id desc, limit 20)`,
      `${own} = ${q(viewer)} and ${one ? `status = ${q(statuses[0])}` : `status = any(array[${statuses.map(q).join(', ')}])`}`,
      {
        sql: `${own} = $1 and ${one ? 'status = $2' : 'status = any($2)'}`,
        values: [viewer, one ? statuses[0] : `{${statuses.join(',')}}`],
      },
      (r) => (sideOf(as) === 'hirer' ? r.creator_id : r.hirer_id),
    );
  },
});

/** The earlier form, `.or(hirer_id, creator_id)` and `.in('status', [s])` (hiring-lib/earlier.ts). */
const earlierRead = (key: string, label: string, as: Who, statuses: ContractStatus[]): Read => ({
  key,
  label,
  as,
  informative: true,
  run: async (ctx) => (await readContractsWithOr(ctx.clients[as], ctx.ids[as], statuses)).length,
  statements: (ctx) => {
    const viewer = ctx.ids[as];
    return listStatements(
      'contracts of the viewer (.or hirer_id/creator_id, .in status, order updated_at desc, id desc, limit 20)',
      `(hirer_id = ${q(viewer)} or creator_id = ${q(viewer)}) and status = any(array[${statuses.map(q).join(', ')}])`,
      { sql: '(hirer_id = $1 or creator_id = $2) and status = any($3)', values: [viewer, viewer, `{${statuses.join(',')}}`] },
      (r) => (r.hirer_id === viewer ? r.creator_id : r.hirer_id),
    );
  },
});

/** readProposals: the viewer's side; those in negotiation, then the latest answered ones. */
const proposalsRead = (key: string, label: string, as: Who): Read => ({
  key,
  label,
  as,
  run: async (ctx) => (await readProposals(ctx.clients[as], { id: ctx.ids[as], side: sideOf(as) })).length,
  statements: (ctx) => {
    const own = `${sideOf(as)}_id`;
    return [
      {
        title: `proposals in negotiation (.eq ${own}, .eq status pending, order updated_at desc, id desc, limit ${PENDING_PROPOSALS_LIMIT})`,
        sql: `select ${PROPOSAL_COLUMNS} from public.proposals where ${own} = ${q(ctx.ids[as])} and status = 'pending'
          order by updated_at desc, id desc limit ${PENDING_PROPOSALS_LIMIT}`,
      },
      {
        title: `answered proposals (.eq ${own}, .in status declined/withdrawn/expired, order updated_at desc, id desc, limit 20)`,
        sql: `select ${PROPOSAL_COLUMNS} from public.proposals where ${own} = ${q(ctx.ids[as])}
          and status = any(array['declined', 'withdrawn', 'expired']) order by updated_at desc, id desc limit ${CONTRACTS_PAGE_SIZE}`,
        follow: parties('the other parties (public_profiles .in id)', (r) => (sideOf(as) === 'hirer' ? r.creator_id : r.hirer_id)),
      },
      {
        title: "the answered ones, as the Data API's prepared statement runs it once it switches to a generic plan",
        sql: '',
        planOnly: true,
        generic: {
          sql: `select ${PROPOSAL_COLUMNS} from public.proposals where ${own} = $1 and status = any($2::text[]) order by updated_at desc, id desc limit $3`,
          values: [ctx.ids[as], '{declined,withdrawn,expired}', String(CONTRACTS_PAGE_SIZE)],
        },
      },
    ];
  },
});

const countsRead = (key: string, label: string, as: Who): Read => ({
  key,
  label,
  as,
  run: async (ctx) => {
    const c = await readHiringCounts(ctx.clients[as]);
    return Object.keys(c.contracts).length;
  },
  // The function is SQL with SET search_path, so it is not inlined: its call plans as one
  // Function Scan. Its body, as the caller runs it, shows the indexes.
  statements: () => [
    { title: 'rpc hiring_counts()', sql: `select * from public.hiring_counts()`, raw: true },
    {
      title: 'the body of hiring_counts()',
      raw: true,
      planOnly: true,
      sql: `select 'contract', c.status, count(*)::int from public.contracts c where c.hirer_id = (select auth.uid()) group by c.status
        union all
        select 'contract', c.status, count(*)::int from public.contracts c where c.creator_id = (select auth.uid()) group by c.status
        union all
        select 'proposal', case when p.awaiting = case when p.hirer_id = (select auth.uid()) then 'hirer' else 'creator' end
            then 'awaiting_me' else 'awaiting_other' end, count(*)::int
        from public.proposals p
        where p.status = 'pending' and (select auth.uid()) in (p.hirer_id, p.creator_id)
        group by 2`,
    },
  ],
});

export const READS: Read[] = [
  listRead('contracts_hirer_active', 'readContracts: heavy hirer, tab Ativos', 'hirer', ACTIVE_TAB),
  listRead('contracts_hirer_completed', 'readContracts: heavy hirer, tab Concluídos', 'hirer', COMPLETED_TAB),
  listRead('contracts_creator_active', 'readContracts: heavy creator, tab Ativos', 'creator', ACTIVE_TAB),
  listRead('contracts_creator_completed', 'readContracts: heavy creator, tab Concluídos', 'creator', COMPLETED_TAB),
  listRead('contracts_typical_active', 'readContracts: typical hirer, tab Ativos', 'typical', ACTIVE_TAB),
  proposalsRead('proposals_hirer', 'readProposals: heavy hirer (tab Propostas)', 'hirer'),
  proposalsRead('proposals_creator', 'readProposals: heavy creator (tab Propostas)', 'creator'),
  countsRead('counts_hirer', 'readHiringCounts: heavy hirer', 'hirer'),
  countsRead('counts_creator', 'readHiringCounts: heavy creator', 'creator'),
  {
    key: 'dashboard_hirer',
    label: 'dashboard_hiring_figures(): heavy hirer (/dashboard)',
    as: 'hirer',
    run: async (ctx) => {
      const { data, error } = await ctx.clients.hirer.rpc('dashboard_hiring_figures').single();
      if (error) throw new Error(`dashboard_hiring_figures: ${error.message}`);
      return data ? 1 : 0;
    },
    statements: () => [
      { title: 'rpc dashboard_hiring_figures()', sql: `select * from public.dashboard_hiring_figures()`, raw: true },
      {
        title: 'the body of dashboard_hiring_figures()',
        raw: true,
        planOnly: true,
        sql: `select cr.active, cr.concluded, cr.value_cents, hi.active, hi.concluded, hi.value_cents, r.average, coalesce(r.reviews_count, 0)
          from (
            select count(*) filter (where c.status <> 'completed')::integer as active, count(*) filter (where c.status = 'completed')::integer as concluded,
              coalesce(sum(c.value_cents) filter (where c.status = 'completed'), 0)::bigint as value_cents
            from public.contracts c
            where c.creator_id = (select auth.uid()) and c.status in ('active', 'delivered', 'changes_requested', 'disputed', 'completed')
          ) cr
          cross join (
            select count(*) filter (where c.status <> 'completed')::integer as active, count(*) filter (where c.status = 'completed')::integer as concluded,
              coalesce(sum(c.value_cents) filter (where c.status = 'completed'), 0)::bigint as value_cents
            from public.contracts c
            where c.hirer_id = (select auth.uid()) and c.status in ('active', 'delivered', 'changes_requested', 'disputed', 'completed')
          ) hi
          left join public.profile_ratings r on r.profile_id = (select auth.uid())`,
      },
    ],
  },
  {
    key: 'contract_detail',
    label: 'readContract: one completed contract (hirer)',
    as: 'hirer',
    run: async (ctx) => {
      const c = await readContract(ctx.clients.hirer, ctx.contractId);
      if (!c) throw new Error('readContract: the contract is not readable by its hirer');
      return c.events.length + c.deliveries.length + c.reviews.length;
    },
    statements: (ctx) => {
      const id = q(ctx.contractId);
      return [
        {
          title: 'the contract',
          sql: `select * from public.contracts where id = ${id}`,
          follow: (rows) =>
            parties('its parties (public_profiles .in id)', (r) => r.id)(rows.flatMap((r) => [{ id: r.hirer_id }, { id: r.creator_id }])),
        },
        {
          title: 'its events',
          sql: `select id, actor_id, kind, note, created_at from public.contract_events where contract_id = ${id} order by id`,
        },
        {
          title: 'its deliveries',
          sql: `select id, number, note, links, files, status, response_comment, auto_approved, submitted_at, responded_at from public.deliveries where contract_id = ${id} order by number`,
        },
        { title: 'its reviews', sql: `select ${REVIEW_COLUMNS} from public.reviews where contract_id = ${id} order by created_at` },
      ];
    },
  },
  {
    key: 'profile_rating',
    label: 'readProfileRating: creator with ~300 reviews',
    as: 'hirer',
    run: async (ctx) => ((await readProfileRating(ctx.clients.hirer, ctx.ids.creator)) ? 1 : 0),
    statements: (ctx) => [
      { title: 'profile_ratings by profile_id', sql: `select * from public.profile_ratings where profile_id = ${q(ctx.ids.creator)}` },
    ],
  },
  {
    key: 'profile_reviews',
    label: 'readProfileReviews (5): creator with ~300 reviews',
    as: 'hirer',
    run: async (ctx) => (await readProfileReviews(ctx.clients.hirer, ctx.ids.creator, PROFILE_REVIEWS_LIMIT)).length,
    statements: (ctx) => [
      {
        title: 'the latest public reviews of the person',
        sql: `select ${REVIEW_COLUMNS} from public.reviews
          where subject_id = ${q(ctx.ids.creator)} and revealed_at is not null and hidden_at is null
          order by revealed_at desc, id desc limit ${PROFILE_REVIEWS_LIMIT}`,
        follow: parties('their authors (public_profiles .in id)', (r) => r.author_id),
      },
      {
        title: "the same, as the Data API's prepared statement runs it once it switches to a generic plan",
        sql: '',
        planOnly: true,
        generic: {
          sql: `select ${REVIEW_COLUMNS} from public.reviews where subject_id = $1 and revealed_at is not null and hidden_at is null
            order by revealed_at desc, id desc limit $2`,
          values: [ctx.ids.creator, String(PROFILE_REVIEWS_LIMIT)],
        },
      },
    ],
  },
  {
    key: 'admin_disputes',
    label: 'disputes list, first page (administrator)',
    as: 'admin',
    run: async (ctx) => (await readDisputes(ctx.clients.admin)).length,
    statements: () => [
      {
        title: "contracts where status = 'disputed' order by updated_at desc, id desc limit 21",
        sql: `select ${ADMIN_CONTRACT_COLUMNS} from public.contracts where status = 'disputed' order by updated_at desc, id desc limit ${ADMIN_PAGE + 1}`,
        follow: (rows) => ({
          title: "the parties' names (public_profiles .in id)",
          sql: `select id, full_name, company_name from public.public_profiles where id = any(array[${[
            ...new Set(
              rows
                .slice(0, ADMIN_PAGE)
                .flatMap((r) => [r.hirer_id, r.creator_id, r.dispute_opened_by])
                .filter(Boolean) as string[],
            ),
          ]
            .map(q)
            .join(', ')}]::uuid[])`,
        }),
      },
    ],
  },
  earlierRead('earlier_hirer_completed', 'earlier readContracts (.or): heavy hirer, tab Concluídos', 'hirer', COMPLETED_TAB),
  earlierRead('earlier_creator_completed', 'earlier readContracts (.or): heavy creator, tab Concluídos', 'creator', COMPLETED_TAB),
];

type Sql = postgres.Sql;

/** Runs fn in a transaction as `userId` (role authenticated, the JWT claims set), then rolls back. */
export async function asUser<T>(sql: Sql, userId: string, fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  let out: T | undefined;
  await sql
    .begin(async (tx) => {
      await tx`select set_config('role', 'authenticated', true),
        set_config('request.jwt.claims', ${JSON.stringify({ sub: userId, role: 'authenticated' })}, true)`;
      out = await fn(tx);
      throw new Error('rollback');
    })
    .catch((e: Error) => {
      if (e.message !== 'rollback') throw e;
    });
  return out as T;
}

export type Plan = { title: string; sql: string; plan: string; executionMs: number; planOnly: boolean };

const EXPLAIN_RUNS = 3;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement of a read, as its user; follow-ups get the rows of
 * the first. Each statement is explained EXPLAIN_RUNS times and the run of median execution time
 * kept, so one run slowed by the machine's other work does not stand for the plan.
 */
export async function explainRead(sql: Sql, ctx: Ctx, read: Read): Promise<Plan[]> {
  const out: Plan[] = [];
  const explain = async (s: Statement) => {
    const generic = s.generic;
    const text = generic ? envelope(generic.sql) : s.raw ? s.sql : envelope(s.sql);
    const runOnce = (tx: postgres.TransactionSql) =>
      generic
        ? tx
            .unsafe('set local plan_cache_mode = force_generic_plan')
            .then(() => tx.unsafe(`prepare hb_generic(${generic.values.map(() => 'unknown').join(', ')}) as ${text}`))
            .then(() => tx.unsafe(`explain (analyze, buffers) execute hb_generic(${generic.values.map(q).join(', ')})`))
        : tx.unsafe(`explain (analyze, buffers) ${text}`);
    const runs: { plan: string; ms: number }[] = [];
    for (let i = 0; i < EXPLAIN_RUNS; i++) {
      // The transaction is rolled back, but a prepared statement outlives it: deallocate.
      const rows = await asUser(sql, ctx.ids[read.as], runOnce);
      if (generic) await sql.unsafe('deallocate hb_generic');
      const plan = rows.map((r) => r['QUERY PLAN'] as string).join('\n');
      runs.push({ plan, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN) });
    }
    const { plan, ms } = runs.sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];
    const shown = generic
      ? `prepare hb_generic(${generic.values.map(() => 'unknown').join(', ')}) as ${text}; execute hb_generic(${generic.values.map(q).join(', ')})`
      : text;
    out.push({ title: s.title, sql: shown.replace(/\s+/g, ' ').trim(), plan, executionMs: ms, planOnly: !!s.planOnly });
  };
  for (const s of read.statements(ctx)) {
    await explain(s);
    if (s.follow) {
      const rows = await asUser(sql, ctx.ids[read.as], (tx) => tx.unsafe(s.sql));
      await explain(s.follow(rows as Record<string, unknown>[]));
    }
  }
  return out;
}
