-- The hirer's first steps (issue 16 item 10; docs/product/accounts.md "Company profile"):
-- 1. a short description of the company and its website, both optional (the spec fixes the
--    required company fields; these two never count toward completeness, so the access token
--    hook and the gate are unchanged);
-- 2. onboarding asks for the portfolio once: the wizard's step 3 has the portfolio links, so the
--    photography question that asked for a portfolio link again in step 4 is replaced.

-- 1. Description and website -------------------------------------------------------------------
-- Stored trimmed (the app trims), never blank; the website passes the same https rule as every
-- other link of a profile (public.is_https_url: https only, a DNS host, no user info).
alter table public.profiles
  add column company_description text
    constraint profiles_company_description_check
    check (company_description is null or (char_length(company_description) <= 500 and btrim(company_description) <> '')),
  add column company_website text
    constraint profiles_company_website_check
    check (company_website is null or public.is_https_url(company_website));

comment on column public.profiles.company_description is 'A hirer''s short presentation of the company (up to 500 characters), shown on its public page.';
comment on column public.profiles.company_website is 'A hirer''s website, an https URL, shown on its public page.';

-- Company fields belong to hirers ('Quero Contratar'), as public.profiles_guard says of the
-- others: nobody else may fill these two. Administrators and trusted roles are not checked.
create or replace function public.profiles_company_about_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  if new.category is distinct from 'Quero Contratar' and (
       public.is_newly_filled(new.company_description, old.company_description)
       or public.is_newly_filled(new.company_website, old.company_website)) then
    raise exception 'Os dados da empresa são apenas para quem contrata.' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke execute on function public.profiles_company_about_guard() from public, anon, authenticated;

create trigger profiles_3_company_about_guard
  before update on public.profiles
  for each row execute function public.profiles_company_about_guard();

-- Both are public, like the company's name and Instagram: appended to public_profiles (create or
-- replace keeps the view's owner and grants; new columns may only come last).
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
  p.followers_range, p.price_from, p.languages, p.verified_at, p.created_at,
  p.company_description, p.company_website
from public.profiles p
where not p.is_blocked;

-- 2. The portfolio is asked once --------------------------------------------------------------
-- Step 3 of /primeirologinusuario and the "Redes, portfólio e preço" section of /profile hold the
-- portfolio links; photography's step 4 question asked for a portfolio link again. It is retired,
-- not deleted (answers already given stay on their profiles, as with every retired option), and
-- photography gets a question the rest of the profile does not already ask.
update public.service_questions
set active = false
where text = 'Link do seu portfólio de fotografia' and kind = 'url';

insert into public.service_questions (text, kind, options, required, service_type_id, position)
select 'Que tipos de fotografia você faz?', 'multiple',
  array['Produto', 'Gastronomia', 'Moda', 'Retrato', 'Eventos', 'Viagem e paisagem'], true, st.id, 70
from public.service_types st
where st.name = 'Fotografia'
  and not exists (select 1 from public.service_questions q where q.text = 'Que tipos de fotografia você faz?');
