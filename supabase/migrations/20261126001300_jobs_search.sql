-- The listing of /jobs/opportunities: open opportunities matching a search (Portuguese, accents
-- ignored) and filters, in one of four orders, a page at a time (keyset: the last row's sort_key
-- and id). "mais compatíveis" ranks by the overlap with the caller's profile: services (3),
-- content types (1 each, up to 3), state (1: the opportunity is remote or in the caller's state or
-- asks for it) and followers (1: at least the minimum asked). Security invoker: RLS decides.
create or replace function public.search_opportunities(
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
  sort_key numeric
)
language sql
stable
set search_path = ''
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
        when 'compativeis' then sc.s * 1e10 + extract(epoch from sc.published_at)
        else extract(epoch from sc.published_at)
      end)::numeric as k
    from scored sc
  )
  select k.id, k.owner_id, k.title, left(k.description, 300), k.service_type_id, k.content_type_ids, k.platforms,
    k.pay_type, k.budget_min, k.budget_max, k.application_deadline, k.location_type, k.city, k.state,
    k.published_at, k.creators_wanted, k.s, k.m_service, k.m_contents, k.m_state, k.m_followers, k.k
  from keyed k
  where after_key is null or (k.k, k.id) < (after_key, after_id)
  order by k.k desc, k.id desc
  limit least(greatest(coalesce(page_size, 20), 1), 50)
$$;

revoke execute on function public.search_opportunities(text, uuid, uuid, text, text, text, text, integer, integer, date, text, numeric, uuid, integer) from public, anon;
grant execute on function public.search_opportunities(text, uuid, uuid, text, text, text, text, integer, integer, date, text, numeric, uuid, integer) to authenticated, service_role;
