-- The feed's page (issue 10): posts with their author's public card and whether the caller
-- liked each, newest first, keyset by (created_at, id). Runs with the caller's rights: the
-- posts' RLS hides blocked authors; the authors come from public_profiles.
--   tab 'following': the people the caller follows and the caller; 'all': everyone.
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
  with page as (
    select p.* from public.posts p
     where (only_post is null or p.id = only_post)
       and (tab <> 'following' or p.author_id = (select auth.uid()) or p.author_id in (
             select f.following_id from public.follows f where f.follower_id = (select auth.uid())))
       and (before_created is null or (p.created_at, p.id) < (before_created, before_id))
     order by p.created_at desc, p.id desc
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

revoke execute on function public.feed_page(text, timestamptz, uuid, integer, uuid) from public, anon;
grant execute on function public.feed_page(text, timestamptz, uuid, integer, uuid) to authenticated;

-- A post's comments with their authors, oldest first.
create or replace function public.post_comment_list(target uuid)
returns table (
  id uuid,
  post_id uuid,
  author_id uuid,
  body text,
  created_at timestamptz,
  author_name text,
  author_company_name text,
  author_avatar_url text
)
language sql
stable
set search_path = ''
as $$
  select c.id, c.post_id, c.author_id, c.body, c.created_at, a.full_name, a.company_name, a.avatar_url
    from public.post_comments c
    join public.public_profiles a on a.id = c.author_id
   where c.post_id = target
   order by c.created_at, c.id
   limit 200
$$;

revoke execute on function public.post_comment_list(uuid) from public, anon;
grant execute on function public.post_comment_list(uuid) to authenticated;
