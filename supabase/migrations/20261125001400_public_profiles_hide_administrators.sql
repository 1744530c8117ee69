-- public_profiles told every signed-in user which accounts are administrators (issue 7 item 12):
-- their category read 'administrador'. For everyone but administrators the category of an
-- administrator is now null, the same as a profile whose owner has not chosen a category yet,
-- so an administrator's profile no longer stands out. The columns, their order and the grants
-- stay as they were (create or replace keeps the view's owner and privileges).
create or replace view public.public_profiles
with (security_invoker = false)
as
select
  p.id, p.full_name,
  case when p.category = 'administrador' and not (select public.is_admin()) then null else p.category end as category,
  p.type, p.onboarding_completed, p.avatar_url,
  p.company_category, p.company_segment, p.logo_url, p.company_name, p.legal_name,
  p.city, p.state, p.instagram_url, p.agency_service_types,
  p.headline, p.bio, p.tiktok_url, p.youtube_url, p.website_url, p.portfolio_urls,
  p.followers_range, p.price_from, p.languages, p.verified_at, p.created_at
from public.profiles p
where not p.is_blocked;

comment on view public.public_profiles is
  'Public columns of profiles that are not blocked, readable by every signed-in user. An administrator''s category shows only to administrators.';
