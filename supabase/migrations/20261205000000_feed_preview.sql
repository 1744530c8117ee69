-- The feed's preview (docs/product/social.md, "The first paint"): the newest posts of the "Para
-- você" tab as every signed-in person reads them, for the server to draw inside the static /feed
-- document while the browser reads the person's own page. Only the server's secret key may call
-- it: posts are for signed-in people, and no visitor reads them through the Data API.
--
-- It returns feed_page's columns for tab 'all' without a viewer: posts of accounts that are not
-- blocked (the posts' read policy, public.is_visible_profile), authors through public_profiles
-- (an administrator's category hidden, as any non-administrator reads it), and liked_by_me false.
create or replace function public.feed_preview(page_size integer default 3)
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
  select p.id, p.author_id, p.body, p.image_url, p.likes_count, p.comments_count,
    p.created_at, p.updated_at, false,
    a.full_name, a.company_name, a.avatar_url, a.logo_url, a.headline, a.category
  from public.posts p
  join public.public_profiles a on a.id = p.author_id
  where public.is_visible_profile(p.author_id)
  order by p.created_at desc, p.id desc
  limit least(greatest(coalesce(page_size, 3), 1), 10)
$$;

revoke execute on function public.feed_preview(integer) from public, anon, authenticated;
grant execute on function public.feed_preview(integer) to service_role;
