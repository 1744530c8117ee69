-- Speed at scale (bench/results/social.md): the "Seguindo" feed reads the newest posts of each
-- followed person through posts_author_created_idx and merges them, instead of walking everyone's
-- posts; the people search plans each call with its actual values, so the name search uses the
-- trigram index.
create or replace function public.feed_page(
  tab text default 'all',
  before_created timestamptz default null,
  before_id uuid default null,
  page_size integer default 20,
  only_post uuid default null
)
returns table (
  id uuid,
  author_id uuid,
  body text,
  image_url text,
  likes_count integer,
  comments_count integer,
  created_at timestamptz,
  updated_at timestamptz,
  liked_by_me boolean,
  author_name text,
  author_company_name text,
  author_avatar_url text,
  author_logo_url text,
  author_headline text,
  author_category text
)
language sql
stable
set search_path = ''
as $$
  with authors as (
    select f.following_id as id from public.follows f where f.follower_id = (select auth.uid())
    union
    select (select auth.uid())
  ),
  following_page as (
    select p.* from authors a
    cross join lateral (
      select p.* from public.posts p
       where p.author_id = a.id
         and (only_post is null or p.id = only_post)
         and (before_created is null or (p.created_at, p.id) < (before_created, before_id))
       order by p.created_at desc, p.id desc
       limit least(greatest(coalesce(page_size, 20), 1), 50)
    ) p
    where tab = 'following'
  ),
  all_page as (
    select p.* from public.posts p
     where tab <> 'following'
       and (only_post is null or p.id = only_post)
       and (before_created is null or (p.created_at, p.id) < (before_created, before_id))
     order by p.created_at desc, p.id desc
     limit least(greatest(coalesce(page_size, 20), 1), 50)
  ),
  page as (
    select * from following_page
    union all
    select * from all_page
    order by created_at desc, id desc
    limit least(greatest(coalesce(page_size, 20), 1), 50)
  )
  select page.id, page.author_id, page.body, page.image_url, page.likes_count, page.comments_count,
    page.created_at, page.updated_at,
    exists (select 1 from public.post_likes l where l.post_id = page.id and l.profile_id = (select auth.uid())),
    a.full_name, a.company_name, a.avatar_url, a.logo_url, a.headline, a.category
  from page
  join public.public_profiles a on a.id = page.author_id
  order by page.created_at desc, page.id desc
$$;

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
  -- one-shot plan with the actual values (EXECUTE ... USING), so an empty filter drops out and
  -- the name search uses the trigram index
  execute 'select array_agg(id order by ord), array_agg(r order by ord) from (
    select p.id,
      case when $1 is null then 0::real
        else extensions.similarity(p.search_name, $1) + case when p.search_name like ''%'' || $1 || ''%'' then 1 else 0 end
      end as r,
      row_number() over (order by
        case when $1 is null then 0::real
          else extensions.similarity(p.search_name, $1) + case when p.search_name like ''%'' || $1 || ''%'' then 1 else 0 end
        end desc,
        p.created_at desc, p.id desc) as ord
    from public.profiles p
    where not p.is_blocked
      and p.id <> $2
      and case $3
            when ''creators'' then p.category = ''Quero Oferecer meu serviço''
            when ''companies'' then p.category = ''Quero Contratar''
            else p.category in (''Quero Oferecer meu serviço'', ''Quero Contratar'')
          end
      and ($1 is null or p.search_name operator(extensions.%) $1 or p.search_name like ''%'' || $1 || ''%'')
      and ($4 is null or p.state = $4)
      and ($5 is null or public.search_text(p.city) = public.search_text($5))
      and ($6 is null or p.followers_range = $6)
      and ($7 is null or p.price_from >= $7)
      and ($8 is null or p.price_from <= $8)
      and (not coalesce($9, false) or p.verified_at is not null)
      and ($10 is null or p.type = $10)
      and ($11 is null or p.company_category = $11)
      and ($12 is null or exists (select 1 from public.profile_service_types s where s.profile_id = p.id and s.service_type_id = $12))
      and ($13 is null or exists (select 1 from public.profile_content_types c where c.profile_id = p.id and c.content_type_id = $13))
      and ($1 is not null or $14 is null or (p.created_at, p.id) < ($14, $15))
    order by 3
    limit $16 offset case when $1 is null then 0 else greatest(coalesce($17, 0), 0) end
  ) t'
    into ids, ranks
    using needle, me, kind, uf, city_name, followers, price_min, price_max, verified_only, company_type,
      category_name, service_type, content_type, before_created, before_id, page_size, page_offset;
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

