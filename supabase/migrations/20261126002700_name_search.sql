-- Name search at scale (bench/results/social.md): a name that some profiles contain is found
-- through the trigram index's substring match, which is selective; the similarity match (typos),
-- which visits every name sharing a few trigrams, runs only when nothing contains the name.
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
  -- the name as typed (a substring: selective on the trigram index) first; similar names
  -- (typos) only when nothing contains it
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
      and ($13 is null or exists (select 1 from public.profile_content_types c where c.profile_id = p.id and c.content_type_id = $13))
      and ($1 is not null or $14 is null or (p.created_at, p.id) < ($14, $15))
    order by 3
    limit $16 offset case when $1 is null then 0 else greatest(coalesce($17, 0), 0) end
  ) t'
    into ids, ranks
    using needle, me, kind, uf, city_name, followers, price_min, price_max, verified_only, company_type,
      category_name, service_type, content_type, before_created, before_id, page_size, page_offset, false;
  if ids is null and needle is not null then
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
        and ($13 is null or exists (select 1 from public.profile_content_types c where c.profile_id = p.id and c.content_type_id = $13))
        and ($1 is not null or $14 is null or (p.created_at, p.id) < ($14, $15))
      order by 3
      limit $16 offset case when $1 is null then 0 else greatest(coalesce($17, 0), 0) end
    ) t'
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
      c.is_following, c.services, ranks[c.n]::real, c.created_at
    from public.profile_cards(ids) with ordinality as c(id, full_name, company_name, category, type, avatar_url,
      logo_url, headline, company_category, city, state, price_from, followers_range, verified, followers_count,
      is_following, services, rank, created_at, n);
end;
$$;

