// The hiring benchmark's data, in SQL: the people (a registry table hb_people maps each bench
// person's role and number to their id), a plan of contracts (hb_plan: who, in which state, when),
// and the rows each planned contract becomes, valid for every check of the hiring tables:
// an accepted proposal with its rounds, the contract, its events, its delivery and, once
// completed, the two revealed reviews (as review_submit and the clock leave them).
//
// People: hirers are ('hirer', 1..2000) and creators ('creator', 1..5000). Hirer 1 (the heavy
// one), hirer 2 (a typical one) and creator 1 (the heavy one, the most reviewed) sign in through
// the Auth API; everyone else is inserted into auth.users like a confirmed sign-up.
import type postgres from 'postgres';

type Sql = postgres.Sql | postgres.TransactionSql;

/** Shares of each state: a marketplace with a history (most contracts done, about 10% moving). */
export const GLOBAL_MIX: [string, number][] = [
  ['completed', 0.83],
  ['cancelled', 0.07],
  ['active', 0.055],
  ['delivered', 0.025],
  ['changes_requested', 0.012],
  ['disputed', 0.008],
];
/** The heavy creator is busier with work in progress. */
export const BUSY_CREATOR_MIX: [string, number][] = [
  ['completed', 0.6],
  ['cancelled', 0.06],
  ['active', 0.2],
  ['delivered', 0.08],
  ['changes_requested', 0.04],
  ['disputed', 0.02],
];

/** SQL CASE picking a state from a uniform random value `r` (0 ≤ r < 1). */
function pickState(mix: [string, number][], r: string): string {
  if (mix.length === 1) return `'${mix[0][0]}'`;
  let acc = 0;
  const arms = mix.slice(0, -1).map(([state, share]) => {
    acc += share;
    return `when ${r} < ${acc.toFixed(4)} then '${state}'`;
  });
  return `case ${arms.join(' ')} else '${mix[mix.length - 1][0]}' end`;
}

/** Stars from a uniform value: mostly 5 and 4, as marketplaces see. */
const STAR = (u: string) =>
  `case when ${u} < 0.6 then 5 when ${u} < 0.88 then 4 when ${u} < 0.96 then 3 when ${u} < 0.99 then 2 else 1 end`;
const TITLE = `(array['Reels de lançamento','Vídeos UGC do produto','Fotos da coleção','Resenha honesta','Stories da inauguração'])[n % 5 + 1] || ' nº ' || n`;
const SCOPE = `'Conteúdo para os perfis da marca, com roteiro aprovado antes da gravação e entregas no prazo combinado.'`;
const DELIVERABLES = `array['2 vídeos verticais de 30 s', '5 stories com marcação']`;

export async function prepare(sql: Sql) {
  await sql.unsafe(`
    create temporary table hb_people (role text not null, n int not null, id uuid not null unique, primary key (role, n));
    create temporary table hb_plan (
      n bigserial primary key,
      hirer uuid not null,
      creator uuid not null,
      status text not null,
      created timestamptz not null,
      span interval,
      barter boolean not null,
      value_cents integer,
      revisions smallint not null,
      disputed_from text,
      delivered_at timestamptz,
      moved_at timestamptz,
      closed_at timestamptz,
      updated_at timestamptz,
      proposal_id uuid not null default gen_random_uuid(),
      contract_id uuid not null default gen_random_uuid(),
      materialized boolean not null default false
    );
  `);
}

export async function registerPerson(sql: Sql, role: 'hirer' | 'creator', n: number, id: string) {
  await sql`insert into hb_people (role, n, id) values (${role}, ${n}, ${id})`;
}

/** Inserts bench people from..to of a role as confirmed sign-ups (no password: they never sign in). */
export async function insertPeople(sql: Sql, role: 'hirer' | 'creator', from: number, to: number) {
  const prefix = role === 'hirer' ? 'e1' : 'e2';
  const category = role === 'hirer' ? 'Quero Contratar' : 'Quero Oferecer meu serviço';
  await sql.unsafe(`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    select '00000000-0000-0000-0000-000000000000', ('${prefix}000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'authenticated', 'authenticated',
      '${role}' || g || '@bench.exemplo.com.br', '', now(), '{"provider":"email"}'::jsonb,
      jsonb_build_object('full_name', (array['Ana','Bruno','Carla','Diego','Elaine','Fábio','Gisele','Hugo','Iara','João'])[g % 10 + 1] || ' ' ||
        (array['Silva','Souza','Oliveira','Santos','Lima','Costa','Pereira','Almeida','Ferreira','Rocha'])[(g / 10) % 10 + 1] || ' ' || g,
        'category', '${category}'),
      now() - interval '800 days', now()
    from generate_series(${from}, ${to}) g;
    insert into hb_people (role, n, id)
    select '${role}', g, ('${prefix}000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid from generate_series(${from}, ${to}) g;
  `);
}

/** Completes the bench people's profiles: onboarding done, hirers as brands and agencies. */
export async function completeProfiles(sql: Sql) {
  await sql.unsafe(`
    update public.profiles p set onboarding_completed = true,
      state = (array['SP','RJ','MG','PR','RS','BA','PE','SC'])[(abs(hashtext(p.id::text)) % 8) + 1],
      type = case when h.role = 'hirer' then (array['Sou uma Marca','Sou uma Agência'])[(abs(hashtext(p.id::text)) % 2) + 1] end,
      company_name = case when h.role = 'hirer' then 'Empresa ' || h.n end
    from hb_people h where h.id = p.id and not p.onboarding_completed;
  `);
}

/**
 * Plans `count` contracts: the hirer and creator are numbers drawn by the SQL expressions
 * `hirerN` and `creatorN` (over g, the row number, and random()), the state from `mix`.
 * Open contracts started in the last 12 days, closed ones in the last two years.
 */
export async function planContracts(sql: Sql, opts: { count: number; hirerN: string; creatorN: string; mix: [string, number][] }) {
  if (opts.count <= 0) return;
  // Materialized: each random value is drawn once per row, however often the CASEs read it.
  await sql.unsafe(`
    with u as materialized (
      select g, random() r0, random() ra, random() rb, random() rc, random() rd from generate_series(1, ${opts.count}) g
    ), x as materialized (
      select g, ${opts.hirerN} as hn, ${opts.creatorN} as cn, ${pickState(opts.mix, 'r0')} as status, ra, rb, rc, rd from u
    )
    insert into hb_plan (hirer, creator, status, created, span, barter, value_cents, revisions, disputed_from)
    select h.id, c.id, x.status,
      case x.status when 'completed' then now() - interval '30 days' - x.ra * interval '700 days'
                    when 'cancelled' then now() - interval '5 days' - x.ra * interval '700 days'
                    else now() - interval '2 days' - x.ra * interval '10 days' end,
      case x.status when 'completed' then interval '3 days' + x.rb * interval '7 days'
                    when 'cancelled' then interval '1 day' + x.rb * interval '2 days' end,
      x.rc < 0.12, case when x.rc < 0.12 then null else 30000 + floor(x.rd * 40)::int * 5000 end,
      floor(x.rb * 3)::smallint,
      case when x.status = 'disputed' then case when x.rd < 0.7 then 'delivered' else 'active' end end
    from x
    join hb_people h on h.role = 'hirer' and h.n = x.hn
    join hb_people c on c.role = 'creator' and c.n = x.cn
    order by 4;
  `);
}

/** One planned contract with fixed parties and state (the small seed's handful). */
export async function planOne(sql: Sql, hirer: number, creator: number, status: string, barter = false) {
  await planContracts(sql, { count: 1, hirerN: String(hirer), creatorN: String(creator), mix: [[status, 1]] });
  if (barter) await sql`update hb_plan set barter = true, value_cents = null where n = (select max(n) from hb_plan)`;
}

/**
 * Turns the planned, not yet materialized contracts into rows: proposals (accepted) and their two
 * rounds, contracts, events, deliveries and the reviews of the completed ones (both sides,
 * revealed; a few hidden by moderation, some answered). Returns the number of contracts.
 */
export async function materialize(sql: Sql): Promise<number> {
  await sql.unsafe(`
    update hb_plan set
      delivered_at = case when status in ('delivered', 'changes_requested') or disputed_from = 'delivered' then created + (now() - created) * 0.4
                          when status = 'completed' then created + span * 0.7 end,
      moved_at = case when status = 'changes_requested' then created + (now() - created) * 0.7
                      when status = 'disputed' then created + (now() - created) * 0.8 end,
      closed_at = case when status in ('completed', 'cancelled') then created + span end
    where not materialized;
    update hb_plan set updated_at = case status
        when 'active' then created
        when 'delivered' then delivered_at
        when 'changes_requested' then moved_at
        when 'disputed' then moved_at
        when 'completed' then closed_at + case when barter then interval '0' else interval '2 days' end
        when 'cancelled' then closed_at end
    where not materialized;

    insert into public.proposals (id, hirer_id, creator_id, title, scope, deliverables, due_date, value_cents, is_barter,
      revisions_included, usage_rights, usage_months, status, awaiting, round, expires_at, created_at, updated_at)
    select proposal_id, hirer, creator, ${TITLE}, ${SCOPE}, ${DELIVERABLES}, (created + interval '20 days')::date, value_cents, barter,
      revisions, 'Perfis da marca e anúncios pagos', 6, 'accepted', null, 1, created - interval '1 day' + interval '7 days',
      created - interval '1 day', created
    from hb_plan where not materialized order by created;

    insert into public.proposal_rounds (proposal_id, round, author_id, action, value_cents, is_barter, due_date, created_at)
    select proposal_id, 1, author, action, value_cents, barter, (created + interval '20 days')::date, at
    from hb_plan, lateral (values (hirer, 'sent', created - interval '1 day'), (creator, 'accepted', created)) r(author, action, at)
    where not materialized order by at;

    insert into public.contracts (id, proposal_id, hirer_id, creator_id, title, scope, deliverables, due_date, value_cents, is_barter,
      revisions_included, revisions_used, usage_rights, usage_months, status, cancel_reason, disputed_from, dispute_reason,
      dispute_opened_by, payment_status, paid_on, completed_at, cancelled_at, reviews_close_at, created_at, updated_at)
    select contract_id, proposal_id, hirer, creator, ${TITLE}, ${SCOPE}, ${DELIVERABLES}, (created + interval '20 days')::date,
      value_cents, barter, revisions, case when status = 'changes_requested' then 1 else 0 end,
      'Perfis da marca e anúncios pagos', 6, status,
      case when status = 'cancelled' then 'A campanha foi adiada pela marca.' end,
      disputed_from,
      case when status = 'disputed' then 'A entrega não seguiu o briefing combinado.' end,
      case when status = 'disputed' then case when disputed_from = 'delivered' then hirer else creator end end,
      case when status = 'completed' and not barter then 'confirmed' else 'pending' end,
      case when status = 'completed' and not barter then (closed_at + interval '1 day')::date end,
      case when status = 'completed' then closed_at end,
      case when status = 'cancelled' then closed_at end,
      case when status = 'completed' then closed_at + interval '14 days' end,
      created, updated_at
    from hb_plan where not materialized order by created;

    insert into public.contract_events (contract_id, actor_id, kind, note, created_at)
    select contract_id, e.actor, e.kind, e.note, e.at
    from hb_plan, lateral (values
      (creator, 'created', null, created),
      (creator, case when delivered_at is not null then 'delivered' end, null, delivered_at),
      (hirer, case when status = 'changes_requested' then 'changes_requested' end, 'Ajustar a luz do segundo vídeo.', moved_at),
      (case when disputed_from = 'delivered' then hirer else creator end, case when status = 'disputed' then 'disputed' end,
        'A entrega não seguiu o briefing combinado.', moved_at),
      (hirer, case when status = 'completed' then 'approved' end, null, closed_at),
      (hirer, case when status = 'completed' and not barter then 'payment_marked' end, null, closed_at + interval '1 day'),
      (creator, case when status = 'completed' and not barter then 'payment_confirmed' end, null, closed_at + interval '2 days'),
      (hirer, case when status = 'cancelled' then 'cancelled' end, 'A campanha foi adiada pela marca.', closed_at)
    ) e(actor, kind, note, at)
    where not materialized and e.kind is not null
    order by e.at;

    insert into public.deliveries (contract_id, number, note, links, status, response_comment, submitted_at, responded_at)
    select contract_id, 1, 'Segue a entrega combinada.', array['https://drive.exemplo.com.br/entregas/' || contract_id],
      case status when 'completed' then 'approved' when 'changes_requested' then 'changes_requested' else 'submitted' end,
      case when status = 'changes_requested' then 'Ajustar a luz do segundo vídeo.' end,
      delivered_at,
      case status when 'completed' then closed_at when 'changes_requested' then moved_at end
    from hb_plan where not materialized and delivered_at is not null order by delivered_at;

    with u as materialized (
      select p.contract_id, p.closed_at, s.side, s.author, s.subject,
        p.closed_at + interval '1 day' + random() * interval '12 days' as revealed,
        random() < 0.005 as hidden, random() as rr, random() u1, random() u2, random() u3, random() u4
      from hb_plan p, lateral (values ('creator', p.hirer, p.creator), ('hirer', p.creator, p.hirer)) s(side, author, subject)
      where not p.materialized and p.status = 'completed'
    )
    insert into public.reviews (contract_id, author_id, subject_id, subject_role, rating, communication, quality, timeliness,
      briefing, payment, body, revealed_at, reply, replied_at, hidden_at, hidden_reason, created_at)
    select contract_id, author, subject, side, stars[1], stars[2],
      case when side = 'creator' then stars[3] end, case when side = 'creator' then stars[4] end,
      case when side = 'hirer' then stars[3] end, case when side = 'hirer' then stars[4] end,
      'Parceria tranquila, entrega dentro do combinado.', revealed,
      case when not hidden and rr < 0.1 then 'Obrigada pela parceria!' end,
      case when not hidden and rr < 0.1 then revealed + interval '1 day' end,
      case when hidden then revealed + interval '2 days' end,
      case when hidden then 'Comentário com dados pessoais.' end,
      closed_at + interval '1 day'
    from (
      select contract_id, closed_at, side, author, subject, revealed, hidden, rr,
        array[${STAR('u1')}, ${STAR('u2')}, ${STAR('u3')}, ${STAR('u4')}] as stars
      from u
    ) r
    order by revealed;
  `);
  const [{ n }] = await sql.unsafe(
    `with m as (update hb_plan set materialized = true where not materialized returning 1) select count(*)::int n from m`,
  );
  return n;
}

/** Proposals still in negotiation (and some that expired): `hirerN`/`creatorN` over g must give distinct pairs. */
export async function planPendingProposals(sql: Sql, opts: { count: number; hirerN: string; creatorN: string; expired?: boolean }) {
  if (opts.count <= 0) return;
  const status = opts.expired ? 'expired' : 'pending';
  await sql.unsafe(`
    with x as materialized (select g, random() r, ${opts.hirerN} hn, ${opts.creatorN} cn from generate_series(1, ${opts.count}) g),
    made as (
      insert into public.proposals (hirer_id, creator_id, title, scope, deliverables, due_date, value_cents, is_barter,
        revisions_included, usage_rights, usage_months, status, awaiting, round, expires_at, created_at, updated_at)
      select h.id, c.id, 'Proposta de campanha nº ' || x.g, ${SCOPE}, ${DELIVERABLES}, current_date + 30, 80000, false, 1,
        'Perfis da marca', 6, '${status}',
        ${opts.expired ? 'null' : `case when x.r < 0.7 then 'creator' else 'hirer' end`},
        ${opts.expired ? '1' : `case when x.r < 0.7 then 1 else 2 end`},
        ${opts.expired ? `now() - interval '30 days'` : `now() + interval '1 day' + x.r * interval '5 days'`},
        now() - interval '${opts.expired ? 40 : 2} days', now() - interval '${opts.expired ? 33 : 1} days'
      from x
      join hb_people h on h.role = 'hirer' and h.n = x.hn
      join hb_people c on c.role = 'creator' and c.n = x.cn
      returning id, hirer_id, creator_id, status, round, created_at
    )
    insert into public.proposal_rounds (proposal_id, round, author_id, action, created_at)
    select id, r.round, r.author, r.action, r.at from made, lateral (values
      (1::smallint, hirer_id, 'sent', created_at),
      (2::smallint, case when made.round = 2 then creator_id end, case when made.round = 2 then 'countered' end, created_at + interval '1 day'),
      (1::smallint, null::uuid, case when made.status = 'expired' then 'expired' end, created_at + interval '7 days')
    ) r(round, author, action, at)
    where r.action is not null;
  `);
}

/**
 * profile_ratings from the public reviews, in one grouped insert … on conflict (what the
 * reviews_keep_ratings trigger keeps row by row), and zeroes for people left with none.
 */
export async function recomputeRatings(sql: Sql) {
  await sql.unsafe(`
    insert into public.profile_ratings (profile_id, reviews_count, rating_sum, communication_sum, quality_sum, timeliness_sum,
      briefing_sum, payment_sum, average, updated_at)
    select subject_id, count(*), sum(rating), sum(communication), coalesce(sum(quality), 0), coalesce(sum(timeliness), 0),
      coalesce(sum(briefing), 0), coalesce(sum(payment), 0), round(sum(rating)::numeric / count(*), 2), now()
    from public.reviews
    where revealed_at is not null and hidden_at is null and subject_id is not null
    group by subject_id
    on conflict (profile_id) do update set
      reviews_count = excluded.reviews_count, rating_sum = excluded.rating_sum, communication_sum = excluded.communication_sum,
      quality_sum = excluded.quality_sum, timeliness_sum = excluded.timeliness_sum, briefing_sum = excluded.briefing_sum,
      payment_sum = excluded.payment_sum, average = excluded.average, updated_at = excluded.updated_at;
    update public.profile_ratings r set reviews_count = 0, rating_sum = 0, communication_sum = 0, quality_sum = 0, timeliness_sum = 0,
      briefing_sum = 0, payment_sum = 0, average = null, updated_at = now()
    where r.reviews_count <> 0 and not exists (
      select 1 from public.reviews v where v.subject_id = r.profile_id and v.revealed_at is not null and v.hidden_at is null);
  `);
}

/** Profiles whose profile_ratings row differs from their public reviews (0 when consistent). */
export async function ratingMismatches(sql: Sql): Promise<number> {
  const [{ n }] = await sql.unsafe(`
    with agg as (
      select subject_id, count(*)::int c, sum(rating)::int rs, sum(communication)::int cs, coalesce(sum(quality), 0)::int qs,
        coalesce(sum(timeliness), 0)::int ts, coalesce(sum(briefing), 0)::int bs, coalesce(sum(payment), 0)::int ps,
        round(sum(rating)::numeric / count(*), 2) av
      from public.reviews where revealed_at is not null and hidden_at is null and subject_id is not null group by subject_id
    )
    select count(*)::int n
    from agg full join public.profile_ratings r on r.profile_id = agg.subject_id
    where coalesce(agg.c, 0) <> coalesce(r.reviews_count, 0)
      or (agg.c > 0 and (r.rating_sum, r.communication_sum, r.quality_sum, r.timeliness_sum, r.briefing_sum, r.payment_sum, r.average)
        is distinct from (agg.rs, agg.cs, agg.qs, agg.ts, agg.bs, agg.ps, agg.av))
  `);
  return n;
}
