-- Where a profile's pictures and links may point (issue 7 item 8).
--
-- Pictures: avatar_url and logo_url were any http(s) URL or path, so a profile could make every
-- viewer load an image from any host (a tracking pixel that leaks their IP). They now hold the
-- path of an object in the project's own public bucket, under the owner's folder:
--   /storage/v1/object/public/avatars/<profile id>/<file>.(jpg|jpeg|png|webp)
--   /storage/v1/object/public/logos/<profile id>/<file>.(jpg|jpeg|png|webp)
-- The database does not know the project's host, so no host is stored at all: the app prefixes
-- its Supabase URL when it renders the picture (lib/validation/profile-image.ts). A value that
-- starts with anything else ('https://', '//host', 'data:', '/api/...') is refused.
--
-- Links: instagram_url, tiktok_url, youtube_url, website_url and every portfolio_urls entry
-- must be https:// URLs with a plain host name (no user info, no spaces, no javascript:/data:).
-- lib/validation/profile-links.ts applies the same rule before anything is sent.

create or replace function public.is_https_url(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
    and char_length(value) <= 2048
    and value ~ '^https://[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}(:[0-9]{1,5})?([/?#][^[:space:][:cntrl:]\\"<>`]*)?$'
$$;

comment on function public.is_https_url(text) is
  'True for an https:// URL with a dotted DNS host, optional port, and no user info, spaces or quotes (at most 2048 characters).';

create or replace function public.are_https_urls(value text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(bool_and(public.is_https_url(v)), true) from unnest(value) as u(v)
$$;

-- The path of an image of `bucket` in `owner`'s folder, as stored in avatar_url / logo_url.
create or replace function public.is_own_profile_image(value text, bucket text, owner uuid)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
    and bucket in ('avatars', 'logos')
    and owner is not null
    and char_length(value) <= 300
    and value ~ ('^/storage/v1/object/public/' || bucket || '/' || owner::text
                 || '/[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.([Jj][Pp][Ee]?[Gg]|[Pp][Nn][Gg]|[Ww][Ee][Bb][Pp])$')
$$;

comment on function public.is_own_profile_image(text, text, uuid) is
  'True for /storage/v1/object/public/<bucket>/<owner id>/<image file>: a picture in the project''s own bucket, in the owner''s folder.';

-- Existing rows first, so the constraints below hold: a URL of our own bucket and folder keeps
-- its path (whatever host it was saved with), an http:// link becomes https://, anything else
-- that cannot follow the rules is dropped.
update public.profiles p set
  avatar_url = case
    when p.avatar_url is null then null
    when public.is_own_profile_image(substring(p.avatar_url from '^(?:https?://[^/?#@\\]+)?(/storage/v1/object/public/.*)$'), 'avatars', p.id)
      then substring(p.avatar_url from '^(?:https?://[^/?#@\\]+)?(/storage/v1/object/public/.*)$')
  end,
  logo_url = case
    when p.logo_url is null then null
    when public.is_own_profile_image(substring(p.logo_url from '^(?:https?://[^/?#@\\]+)?(/storage/v1/object/public/.*)$'), 'logos', p.id)
      then substring(p.logo_url from '^(?:https?://[^/?#@\\]+)?(/storage/v1/object/public/.*)$')
  end
where p.avatar_url is not null or p.logo_url is not null;

update public.profiles p set
  instagram_url = case when public.is_https_url(regexp_replace(p.instagram_url, '^http://', 'https://', 'i'))
    then regexp_replace(p.instagram_url, '^http://', 'https://', 'i') end,
  tiktok_url = case when public.is_https_url(regexp_replace(p.tiktok_url, '^http://', 'https://', 'i'))
    then regexp_replace(p.tiktok_url, '^http://', 'https://', 'i') end,
  youtube_url = case when public.is_https_url(regexp_replace(p.youtube_url, '^http://', 'https://', 'i'))
    then regexp_replace(p.youtube_url, '^http://', 'https://', 'i') end,
  website_url = case when public.is_https_url(regexp_replace(p.website_url, '^http://', 'https://', 'i'))
    then regexp_replace(p.website_url, '^http://', 'https://', 'i') end,
  portfolio_urls = array(
    select l.link
    from unnest(p.portfolio_urls) with ordinality as u(v, i)
    cross join lateral (select regexp_replace(u.v, '^http://', 'https://', 'i') as link) l
    where public.is_https_url(l.link)
    order by u.i
  )
where not (
  coalesce(public.is_https_url(p.instagram_url), true) and coalesce(public.is_https_url(p.tiktok_url), true)
  and coalesce(public.is_https_url(p.youtube_url), true) and coalesce(public.is_https_url(p.website_url), true)
  and public.are_https_urls(p.portfolio_urls)
);

alter table public.profiles
  drop constraint if exists profiles_avatar_url_check,
  drop constraint if exists profiles_logo_url_check,
  drop constraint if exists profiles_instagram_url_check,
  drop constraint if exists profiles_tiktok_url_check,
  drop constraint if exists profiles_youtube_url_check,
  drop constraint if exists profiles_website_url_check,
  add constraint profiles_avatar_url_check check (avatar_url is null or public.is_own_profile_image(avatar_url, 'avatars', id)),
  add constraint profiles_logo_url_check check (logo_url is null or public.is_own_profile_image(logo_url, 'logos', id)),
  add constraint profiles_instagram_url_check check (instagram_url is null or public.is_https_url(instagram_url)),
  add constraint profiles_tiktok_url_check check (tiktok_url is null or public.is_https_url(tiktok_url)),
  add constraint profiles_youtube_url_check check (youtube_url is null or public.is_https_url(youtube_url)),
  add constraint profiles_website_url_check check (website_url is null or public.is_https_url(website_url)),
  add constraint profiles_portfolio_urls_https check (public.are_https_urls(portfolio_urls));
