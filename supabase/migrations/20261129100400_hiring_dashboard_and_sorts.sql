-- The hiring loop in /dashboard and in the two searches (docs/product/hiring.md):
--   1. dashboard_hiring_figures(): the caller's contracts in progress and concluded, the value of
--      the concluded ones on each side (earned as the creator, spent as the hirer) and their rating;
--   2. search_opportunities: the sort 'avaliacao' (the owning company's rating first) and the
--      company's rating as the second key of 'compativeis', with the owner's rating returned;
--   3. search_profiles: the sort 'avaliacao' (best rated first), with each card's rating returned.
-- profile_ratings is always joined by its primary key.

-- 1. /dashboard ----------------------------------------------------------------------------------
-- One row. Runs as the caller (RLS: the parties read their contracts); each side is one range of
-- contracts_creator_idx / contracts_hirer_idx (party, status), the rating one primary key lookup.
create or replace function public.dashboard_hiring_figures()
returns table (
  creator_active integer,
  creator_concluded integer,
  earned_cents bigint,
  hirer_active integer,
  hirer_concluded integer,
  spent_cents bigint,
  rating_average numeric,
  rating_count integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select cr.active, cr.concluded, cr.value_cents, hi.active, hi.concluded, hi.value_cents,
    r.average, coalesce(r.reviews_count, 0)
  from (
    select count(*) filter (where c.status <> 'completed')::integer as active,
      count(*) filter (where c.status = 'completed')::integer as concluded,
      coalesce(sum(c.value_cents) filter (where c.status = 'completed'), 0)::bigint as value_cents
    from public.contracts c
    where c.creator_id = (select auth.uid())
      and c.status in ('active', 'delivered', 'changes_requested', 'disputed', 'completed')
  ) cr
  cross join (
    select count(*) filter (where c.status <> 'completed')::integer as active,
      count(*) filter (where c.status = 'completed')::integer as concluded,
      coalesce(sum(c.value_cents) filter (where c.status = 'completed'), 0)::bigint as value_cents
    from public.contracts c
    where c.hirer_id = (select auth.uid())
      and c.status in ('active', 'delivered', 'changes_requested', 'disputed', 'completed')
  ) hi
  left join public.profile_ratings r on r.profile_id = (select auth.uid())
$$;

revoke execute on function public.dashboard_hiring_figures() from public, anon;
grant execute on function public.dashboard_hiring_figures() to authenticated;

-- 2. /jobs/opportunities --------------------------------------------------------------------------
-- As 20261126001300_jobs_search (security invoker, no `set search_path`, so it is inlined with the
-- caller's constants, 20261126001400_jobs_speed), plus:
--   'avaliacao': the owner's average (none last), then the publication, then the id;
--   'compativeis': the score, then the owner's average, then the publication, then the id.
-- Those two keys count whole seconds of the publication, so the key stays an integer a JSON number
-- carries exactly (at most about 8.5e13) and the keyset cursor survives the round trip. For the
-- other sorts the join to profile_ratings in `keyed` is unused once `sort` is folded, and the
-- planner removes it: their plans are unchanged. The page's owner ratings are read after the limit.
drop function public.search_opportunities(text, uuid, uuid, text, text, text, text, integer, integer, date, text, numeric, uuid, integer);

create function public.search_opportunities(
  q text default null,
  service_type uuid default null,
  content_type uuid default null,
  platform text default null,
  location text default null,
  uf text default null,
  pay text default null,
  budget_from integer default null,
  budget_to integer default null,
  deadline_until date default null,
  sort text default 'recentes',
  after_key numeric default null,
  after_id uuid default null,
  page_size integer default 20
)
returns table (
  id uuid, owner_id uuid, title text, description text, service_type_id uuid, content_type_ids uuid[],
  platforms text[], pay_type text, budget_min integer, budget_max integer, application_deadline date,
  location_type text, city text, state text, published_at timestamptz, creators_wanted integer,
  score integer, match_service boolean, match_content_ids uuid[], match_state boolean, match_followers boolean,
  sort_key numeric, owner_rating numeric, owner_reviews integer
)
language sql
stable
as $$
  with me as (
    select
      coalesce((select array_agg(service_type_id) from public.profile_service_types where profile_id = (select auth.uid())), '{}') as services,
      coalesce((select array_agg(content_type_id) from public.profile_content_types where profile_id = (select auth.uid())), '{}') as contents,
      p.state as state,
      public.follower_range_rank(p.followers_range) as followers
    from (select 1) one
    left join public.profiles p on p.id = (select auth.uid())
  ),
  matched as (
    select o.*,
      (o.service_type_id = any (me.services)) is true as m_service,
      coalesce(array(select unnest(o.content_type_ids) intersect select unnest(me.contents)), '{}') as m_contents,
      (o.location_type = 'remoto' or o.state = me.state or me.state = any (o.creator_states)) is true as m_state,
      (o.min_followers is null or public.follower_range_rank(o.min_followers) <= me.followers) is true as m_followers
    from public.opportunities o, me
    where o.status = 'open'
      and (q is null or btrim(q) = '' or o.search @@ public.opportunity_search_query(q))
      and (service_type is null or o.service_type_id = service_type)
      and (content_type is null or o.content_type_ids @> array[content_type])
      and (platform is null or o.platforms @> array[platform])
      and (location is null or o.location_type = location)
      and (uf is null or o.state = uf)
      and (pay is null or o.pay_type = pay)
      and (budget_from is null or coalesce(o.budget_max, o.budget_min) >= budget_from)
      and (budget_to is null or o.budget_min <= budget_to)
      and (deadline_until is null or o.application_deadline <= deadline_until)
  ),
  scored as (
    select m.*,
      (case when m.m_service then 3 else 0 end + least(cardinality(m.m_contents), 3)
        + case when m.m_state then 1 else 0 end + case when m.m_followers then 1 else 0 end)::integer as s
    from matched m
  ),
  keyed as (
    select sc.*,
      (case sort
        when 'prazo' then -coalesce(sc.application_deadline - date '2000-01-01', 1000000)
        when 'orcamento' then coalesce(sc.budget_max, sc.budget_min, 0)
        when 'compativeis' then sc.s * 1e13 + coalesce(r.average, 0) * 1e12 + floor(extract(epoch from sc.published_at))
        when 'avaliacao' then coalesce(r.average, 0) * 1e12 + floor(extract(epoch from sc.published_at))
        else extract(epoch from sc.published_at)
      end)::numeric as k
    from scored sc
    left join public.profile_ratings r on r.profile_id = sc.owner_id
  ),
  page as (
    select k.*
    from keyed k
    where after_key is null or (k.k, k.id) < (after_key, after_id)
    order by k.k desc, k.id desc
    limit least(greatest(coalesce(page_size, 20), 1), 50)
  )
  select pg.id, pg.owner_id, pg.title, left(pg.description, 300), pg.service_type_id, pg.content_type_ids, pg.platforms,
    pg.pay_type, pg.budget_min, pg.budget_max, pg.application_deadline, pg.location_type, pg.city, pg.state,
    pg.published_at, pg.creators_wanted, pg.s, pg.m_service, pg.m_contents, pg.m_state, pg.m_followers, pg.k,
    pr.average, coalesce(pr.reviews_count, 0)
  from page pg
  left join public.profile_ratings pr on pr.profile_id = pg.owner_id
  order by pg.k desc, pg.id desc
$$;

revoke execute on function public.search_opportunities(text, uuid, uuid, text, text, text, text, integer, integer, date, text, numeric, uuid, integer) from public, anon;
grant execute on function public.search_opportunities(text, uuid, uuid, text, text, text, text, integer, integer, date, text, numeric, uuid, integer) to authenticated, service_role;

-- 3. /network, the creator search, /companies -------------------------------------------------------
-- As 20261126002700_name_search, plus `sort`: 'avaliacao' orders by the average (none last), the
-- number of reviews, then as before (the name's rank, the newest); it pages by offset, as a name
-- search does. Any other value keeps the query of before (keyset without a name), unchanged. Each
-- card carries its rating (one primary key lookup per card of the page).
drop function public.search_profiles(text, text, uuid, uuid, text, text, text, integer, integer, boolean, text, text, timestamptz, uuid, integer, integer);

create function public.search_profiles(
  kind text default 'people',
  q text default null,
  service_type uuid default null,
  content_type uuid default null,
  uf text default null,
  city_name text default null,
  followers text default null,
  price_min integer default null,
  price_max integer default null,
  verified_only boolean default false,
  company_type text default null,
  category_name text default null,
  before_created timestamptz default null,
  before_id uuid default null,
  page_offset integer default 0,
  page_size integer default 20,
  sort text default null
)
returns table (
  id uuid,
  full_name text,
  company_name text,
  category text,
  type text,
  avatar_url text,
  logo_url text,
  headline text,
  company_category text,
  city text,
  state text,
  price_from integer,
  followers_range text,
  verified boolean,
  followers_count integer,
  is_following boolean,
  services text[],
  rank real,
  created_at timestamptz,
  rating_average numeric,
  rating_count integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := (select auth.uid());
  needle text := nullif(btrim(public.search_text(q)), '');
  by_rating constant boolean := coalesce(sort = 'avaliacao', false);
  name_rank constant text := 'case when $1 is null then 0::real
      else extensions.similarity(p.search_name, $1) + case when p.search_name like ''%'' || $1 || ''%'' then 1 else 0 end
    end';
  statement text;
  ids uuid[];
  ranks real[];
begin
  if me is null then
    return;
  end if;
  page_size := least(greatest(coalesce(page_size, 20), 1), 50);
  -- one-shot plan with the actual values (EXECUTE ... USING), so an empty filter drops out and
  -- the name search uses the trigram index; $18: similar names (typos) rather than the name as
  -- typed, tried only when nothing contains it
  statement := 'select array_agg(id order by ord), array_agg(r order by ord) from (
    select p.id, ' || name_rank || ' as r,
      row_number() over (order by '
        || case when by_rating then 'pr.average desc nulls last, pr.reviews_count desc nulls last, ' else '' end
        || name_rank || ' desc, p.created_at desc, p.id desc) as ord
    from public.profiles p'
      || case when by_rating then '
    left join public.profile_ratings pr on pr.profile_id = p.id' else '' end || '
    where not p.is_blocked
      and p.id <> $2
      and case $3
            when ''creators'' then p.category = ''Quero Oferecer meu serviço''
            when ''companies'' then p.category = ''Quero Contratar''
            else p.category in (''Quero Oferecer meu serviço'', ''Quero Contratar'')
          end
      and ($1 is null or (case when $18 then p.search_name operator(extensions.%) $1 else p.search_name like ''%'' || $1 || ''%'' end))
      and ($4 is null or p.state = $4)
      and ($5 is null or public.search_text(p.city) = public.search_text($5))
      and ($6 is null or p.followers_range = $6)
      and ($7 is null or p.price_from >= $7)
      and ($8 is null or p.price_from <= $8)
      and (not coalesce($9, false) or p.verified_at is not null)
      and ($10 is null or p.type = $10)
      and ($11 is null or p.company_category = $11)
      and ($12 is null or exists (select 1 from public.profile_service_types s where s.profile_id = p.id and s.service_type_id = $12))
      and ($13 is null or exists (select 1 from public.profile_content_types c where c.profile_id = p.id and c.content_type_id = $13))'
      || case when by_rating then '' else '
      and ($1 is not null or $14 is null or (p.created_at, p.id) < ($14, $15))' end || '
    order by 3
    limit $16 offset '
      || case when by_rating then 'greatest(coalesce($17, 0), 0)' else 'case when $1 is null then 0 else greatest(coalesce($17, 0), 0) end' end || '
  ) t';
  execute statement
    into ids, ranks
    using needle, me, kind, uf, city_name, followers, price_min, price_max, verified_only, company_type,
      category_name, service_type, content_type, before_created, before_id, page_size, page_offset, false;
  if ids is null and needle is not null then
    execute statement
      into ids, ranks
      using needle, me, kind, uf, city_name, followers, price_min, price_max, verified_only, company_type,
        category_name, service_type, content_type, before_created, before_id, page_size, page_offset, true;
  end if;
  if ids is null then
    return;
  end if;
  return query
    select c.id, c.full_name, c.company_name, c.category, c.type, c.avatar_url, c.logo_url, c.headline,
      c.company_category, c.city, c.state, c.price_from, c.followers_range, c.verified, c.followers_count,
      c.is_following, c.services, ranks[c.n]::real, c.created_at, pr.average, coalesce(pr.reviews_count, 0)
    from public.profile_cards(ids) with ordinality as c(id, full_name, company_name, category, type, avatar_url,
      logo_url, headline, company_category, city, state, price_from, followers_range, verified, followers_count,
      is_following, services, rank, created_at, n)
    left join public.profile_ratings pr on pr.profile_id = c.id
    order by c.n;
end;
$$;

revoke execute on function public.search_profiles(text, text, uuid, uuid, text, text, text, integer, integer, boolean, text, text, timestamptz, uuid, integer, integer, text) from public, anon;
grant execute on function public.search_profiles(text, text, uuid, uuid, text, text, text, integer, integer, boolean, text, text, timestamptz, uuid, integer, integer, text) to authenticated;
