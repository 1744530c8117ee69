-- Discovery (issue 10): name search on profiles, profile views for the dashboard, and the list
-- functions behind /network, the creator search and /companies. Each list is one indexed query
-- (keyset pages, counters from social_counts), run with the caller's rights.

create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- unaccent() is stable (its dictionary could change); this wrapper with a fixed dictionary is
-- immutable, so an index may use it.
create or replace function public.search_text(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(value, '')))
$$;

-- The searchable name: the company's and the person's name, unaccented and in lower case.
alter table public.profiles add column search_name text not null default '';

create or replace function public.profiles_search_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_name := btrim(public.search_text(concat_ws(' ', new.company_name, new.full_name)));
  return new;
end;
$$;

-- runs before profiles_1_normalize and profiles_2_guard (name order)
create trigger profiles_0_search_name
  before insert or update of full_name, company_name, search_name on public.profiles
  for each row execute function public.profiles_search_name();

update public.profiles set search_name = btrim(public.search_text(concat_ws(' ', company_name, full_name)));

create index profiles_search_name_trgm_idx on public.profiles using gin (search_name extensions.gin_trgm_ops);
create index profiles_state_city_idx on public.profiles (state, city);

-- Profile views: one per viewer per profile per day ----------------------------------------------
create table public.profile_views (
  profile_id uuid not null references public.profiles (id) on delete cascade,
  viewer_id uuid not null references public.profiles (id) on delete cascade,
  day date not null default current_date,
  primary key (profile_id, day, viewer_id),
  check (profile_id <> viewer_id)
);

alter table public.profile_views enable row level security;
revoke all on public.profile_views from anon;
revoke insert, update, delete, truncate on public.profile_views from authenticated;
create policy "profile_views: the viewed person reads" on public.profile_views
  for select to authenticated using (profile_id = (select auth.uid()));
select public.deny_writes_of_blocked_accounts('public.profile_views');

-- Records that the caller opened someone else's profile today (no-op for one's own).
create or replace function public.record_profile_view(target uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.profile_views (profile_id, viewer_id)
  select target, (select auth.uid())
  where (select auth.uid()) is not null and target <> (select auth.uid())
    and public.is_active_user()
    and exists (select 1 from public.profiles p where p.id = target)
  on conflict do nothing
$$;

revoke execute on function public.record_profile_view(uuid) from public, anon;
grant execute on function public.record_profile_view(uuid) to authenticated;

-- Profile cards ------------------------------------------------------------------------------------
-- What /network, the creator search and /companies show of a person (the columns of
-- profile_cards, search_profiles, suggested_profiles and my_connections).

-- The cards of the given ids, for the caller.
create or replace function public.profile_cards(ids uuid[])
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
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.full_name, p.company_name,
    case when p.category = 'administrador' and not public.is_admin() then null else p.category end,
    p.type, p.avatar_url, p.logo_url, p.headline, p.company_category, p.city, p.state, p.price_from,
    p.followers_range, p.verified_at is not null, coalesce(c.followers_count, 0),
    exists (select 1 from public.follows f where f.follower_id = (select auth.uid()) and f.following_id = p.id),
    array(select s.name from public.profile_service_types ps join public.service_types s on s.id = ps.service_type_id
          where ps.profile_id = p.id and s.active order by s.position),
    0::real, p.created_at
  from unnest(ids) with ordinality as i(id, n)
  join public.profiles p on p.id = i.id and not p.is_blocked
  left join public.social_counts c on c.profile_id = p.id
  order by i.n
$$;

revoke execute on function public.profile_cards(uuid[]) from public, anon;
grant execute on function public.profile_cards(uuid[]) to authenticated;

-- Search of people and companies, for /network, the creator search and /companies.
--   kind: 'people' (everyone but administrators), 'creators', 'companies'
--   q: name (trigram similarity, unaccented), ranked by similarity then followers
--   filters: service type, content type, UF, city, follower range, price range (cents), verified,
--   company type (Sou uma Marca / Sou uma Agência), company_category.
--   Keyset page by (created_at desc, id desc) when there is no query; by rank when there is one
--   (offset, a query's result set is small).
create or replace function public.search_profiles(
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
  page_size integer default 20
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
  created_at timestamptz
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
  ids uuid[];
  ranks real[];
begin
  if me is null then
    return;
  end if;
  page_size := least(greatest(coalesce(page_size, 20), 1), 50);
  select array_agg(id order by ord), array_agg(r order by ord) into ids, ranks from (
    select p.id,
      case when needle is null then 0::real
        else extensions.similarity(p.search_name, needle) + case when p.search_name like '%' || needle || '%' then 1 else 0 end
      end as r,
      row_number() over (order by
        case when needle is null then 0::real
          else extensions.similarity(p.search_name, needle) + case when p.search_name like '%' || needle || '%' then 1 else 0 end
        end desc,
        p.created_at desc, p.id desc) as ord
    from public.profiles p
    where not p.is_blocked
      and p.id <> me
      and case kind
            when 'creators' then p.category = 'Quero Oferecer meu serviço'
            when 'companies' then p.category = 'Quero Contratar'
            else p.category in ('Quero Oferecer meu serviço', 'Quero Contratar')
          end
      and (needle is null or p.search_name operator(extensions.%) needle or p.search_name like '%' || needle || '%')
      and (uf is null or p.state = uf)
      and (city_name is null or public.search_text(p.city) = public.search_text(city_name))
      and (followers is null or p.followers_range = followers)
      and (price_min is null or p.price_from >= price_min)
      and (price_max is null or p.price_from <= price_max)
      and (not coalesce(verified_only, false) or p.verified_at is not null)
      and (company_type is null or p.type = company_type)
      and (category_name is null or p.company_category = category_name)
      and (service_type is null or exists (select 1 from public.profile_service_types s where s.profile_id = p.id and s.service_type_id = service_type))
      and (content_type is null or exists (select 1 from public.profile_content_types c where c.profile_id = p.id and c.content_type_id = content_type))
      and (needle is not null or before_created is null or (p.created_at, p.id) < (before_created, before_id))
    order by 3
    limit page_size offset case when needle is null then 0 else greatest(coalesce(page_offset, 0), 0) end
  ) t;
  if ids is null then
    return;
  end if;
  return query
    select c.id, c.full_name, c.company_name, c.category, c.type, c.avatar_url, c.logo_url, c.headline,
      c.company_category, c.city, c.state, c.price_from, c.followers_range, c.verified, c.followers_count,
      c.is_following, c.services, ranks[c.n]::real, c.created_at
    from public.profile_cards(ids) with ordinality as c(id, full_name, company_name, category, type, avatar_url,
      logo_url, headline, company_category, city, state, price_from, followers_range, verified, followers_count,
      is_following, services, rank, created_at, n);
end;
$$;

revoke execute on function public.search_profiles(text, text, uuid, uuid, text, text, text, integer, integer, boolean, text, text, timestamptz, uuid, integer, integer) from public, anon;
grant execute on function public.search_profiles(text, text, uuid, uuid, text, text, text, integer, integer, boolean, text, text, timestamptz, uuid, integer, integer) to authenticated;

-- Suggestions: people who share my services or my city, or whom the people I follow follow, and
-- whom I do not follow yet; the most shared first.
create or replace function public.suggested_profiles(page_size integer default 12)
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
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select p.id, p.city, p.state from public.profiles p where p.id = (select auth.uid())),
  candidates as (
    select ps.profile_id as id, 2 as score
      from public.profile_service_types mine
      join public.profile_service_types ps on ps.service_type_id = mine.service_type_id
     where mine.profile_id = (select id from me)
    union all
    select p.id, 1 from public.profiles p, me
     where p.state = me.state and public.search_text(p.city) = public.search_text(me.city)
    union all
    select f2.following_id, 1 from public.follows f1 join public.follows f2 on f2.follower_id = f1.following_id
     where f1.follower_id = (select id from me)
  ),
  ranked as (
    select c.id, sum(c.score) as score from candidates c
     where c.id <> (select id from me)
       and not exists (select 1 from public.follows f where f.follower_id = (select id from me) and f.following_id = c.id)
     group by c.id
  ),
  chosen as (
    select r.id from ranked r join public.profiles p on p.id = r.id
     where not p.is_blocked and p.category in ('Quero Oferecer meu serviço', 'Quero Contratar')
     order by r.score desc, p.created_at desc, p.id
     limit least(greatest(coalesce(page_size, 12), 1), 50)
  )
  select * from public.profile_cards(array(select id from chosen))
$$;

revoke execute on function public.suggested_profiles(integer) from public, anon;
grant execute on function public.suggested_profiles(integer) to authenticated;

-- Followers or following of the caller, newest first, keyset by the follow's time.
create or replace function public.my_connections(direction text, before_at timestamptz default null, page_size integer default 20)
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
  followed_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  with page as (
    select case when direction = 'followers' then f.follower_id else f.following_id end as id, f.created_at
      from public.follows f
     where (select auth.uid()) is not null
       and case when direction = 'followers' then f.following_id else f.follower_id end = (select auth.uid())
       and (before_at is null or f.created_at < before_at)
     order by f.created_at desc
     limit least(greatest(coalesce(page_size, 20), 1), 50)
  )
  select c.*, page.created_at
    from public.profile_cards(array(select id from page order by created_at desc)) c
    join page on page.id = c.id
   order by page.created_at desc
$$;

revoke execute on function public.my_connections(text, timestamptz, integer) from public, anon;
grant execute on function public.my_connections(text, timestamptz, integer) to authenticated;
