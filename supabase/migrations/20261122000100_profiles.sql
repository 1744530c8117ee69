-- People: one profile per auth.users row (docs/domain/model.md, "People").
-- Rules that protect data live here: check constraints for the spec's enums and Brazilian
-- formats, a trigger that creates the profile at sign-up, a trigger that stops a user from
-- promoting themselves, and row level security.

-- CPF / CNPJ ------------------------------------------------------------------------------
-- Accepts the normalized form only: 11 digits (CPF) or 14 characters (CNPJ: 12 of [0-9A-Z]
-- then 2 check digits; the alphanumeric CNPJ of IN RFB 2.229/2024 included). Each character
-- is worth ascii - 48, which is the digit itself for 0-9, as the Receita Federal defines it.
create or replace function public.is_valid_cpf_cnpj(value text)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v int[];
  total int;
  dv1 int;
  dv2 int;
  w1 int[] := array[5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  w2 int[] := array[6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
begin
  if value is null then
    return false;
  end if;
  if value ~ '^[0-9]{11}$' then
    if value ~ '^(.)\1{10}$' then
      return false; -- 000.000.000-00, 111.111.111-11 ... pass the arithmetic but are invalid
    end if;
    v := array(select ascii(c) - 48 from regexp_split_to_table(value, '') with ordinality as t(c, i) order by i);
    total := 0;
    for i in 1..9 loop total := total + v[i] * (11 - i); end loop;
    dv1 := case when total % 11 < 2 then 0 else 11 - total % 11 end;
    total := 0;
    for i in 1..10 loop total := total + v[i] * (12 - i); end loop;
    dv2 := case when total % 11 < 2 then 0 else 11 - total % 11 end;
    return v[10] = dv1 and v[11] = dv2;
  elsif value ~ '^[0-9A-Z]{12}[0-9]{2}$' then
    if value ~ '^(.)\1{13}$' then
      return false;
    end if;
    v := array(select ascii(c) - 48 from regexp_split_to_table(value, '') with ordinality as t(c, i) order by i);
    total := 0;
    for i in 1..12 loop total := total + v[i] * w1[i]; end loop;
    dv1 := case when total % 11 < 2 then 0 else 11 - total % 11 end;
    total := 0;
    for i in 1..13 loop total := total + v[i] * w2[i]; end loop;
    dv2 := case when total % 11 < 2 then 0 else 11 - total % 11 end;
    return v[13] = dv1 and v[14] = dv2;
  end if;
  return false;
end;
$$;

comment on function public.is_valid_cpf_cnpj(text) is
  'True for a CPF (11 digits) or CNPJ (14 chars, alphanumeric allowed) with valid check digits, without punctuation.';

-- Strips the usual masks ("123.456.789-09", "12.ABC.345/01DE-35") to the stored form.
create or replace function public.normalize_cpf_cnpj(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(upper(regexp_replace(coalesce(value, ''), '[^0-9A-Za-z]', '', 'g')), '')
$$;

-- Profiles --------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text check (char_length(full_name) <= 200),
  cpf_cnpj text check (cpf_cnpj is null or public.is_valid_cpf_cnpj(cpf_cnpj)),
  category text check (category in ('Quero Oferecer meu serviço', 'Quero Contratar', 'administrador')),
  type text check (type in ('Sou uma Marca', 'Sou uma Agência')),
  onboarding_completed boolean not null default false,
  avatar_url text check (avatar_url ~* '^(https?://|/)' and char_length(avatar_url) <= 2048),
  -- company fields (hirers)
  company_category text check (char_length(company_category) <= 120),
  company_segment text check (char_length(company_segment) <= 120),
  logo_url text check (logo_url ~* '^(https?://|/)' and char_length(logo_url) <= 2048),
  company_name text check (char_length(company_name) <= 200),
  legal_name text check (char_length(legal_name) <= 200),
  zip_code text check (zip_code ~ '^[0-9]{8}$'),
  city text check (char_length(city) <= 120),
  state text check (state in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS',
    'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO')),
  street text check (char_length(street) <= 200),
  street_number text check (char_length(street_number) <= 20),
  instagram_url text check (instagram_url ~* '^https?://' and char_length(instagram_url) <= 2048),
  -- DDD (two digits, no zero) + 8-digit landline or 9-digit mobile starting with 9
  phone_number text check (phone_number ~ '^[1-9]{2}(9[0-9]{8}|[2-8][0-9]{7})$'),
  agency_service_types text[] not null default '{}' check (cardinality(agency_service_types) <= 50),
  -- creator fields
  headline text check (char_length(headline) <= 120),
  bio text check (char_length(bio) <= 2000),
  tiktok_url text check (tiktok_url ~* '^https?://' and char_length(tiktok_url) <= 2048),
  youtube_url text check (youtube_url ~* '^https?://' and char_length(youtube_url) <= 2048),
  website_url text check (website_url ~* '^https?://' and char_length(website_url) <= 2048),
  portfolio_urls text[] not null default '{}' check (cardinality(portfolio_urls) <= 20),
  followers_range text check (char_length(followers_range) <= 40),
  price_from integer check (price_from >= 0), -- BRL cents
  languages text[] not null default '{}' check (cardinality(languages) <= 20),
  -- account fields
  is_blocked boolean not null default false,
  verified_at timestamptz,
  terms_version_accepted text check (char_length(terms_version_accepted) <= 40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is
  'One row per auth user, created by the on_auth_user_created trigger. cpf_cnpj, zip_code and phone_number are stored without masks.';

create index profiles_category_idx on public.profiles (category);

-- Triggers fire in name order: profiles_1_normalize, then profiles_2_guard.
-- Masks are stripped before the check constraints see the value, so a form may send
-- "123.456.789-09", "01310-100" or "(11) 98765-4321"; empty strings become null.
create or replace function public.profiles_normalize()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.cpf_cnpj := public.normalize_cpf_cnpj(new.cpf_cnpj);
  new.zip_code := nullif(regexp_replace(coalesce(new.zip_code, ''), '[^0-9]', '', 'g'), '');
  new.phone_number := nullif(regexp_replace(coalesce(new.phone_number, ''), '[^0-9]', '', 'g'), '');
  new.state := nullif(upper(btrim(coalesce(new.state, ''))), '');
  new.type := nullif(new.type, '');
  new.category := nullif(new.category, '');
  return new;
end;
$$;

create trigger profiles_1_normalize
  before insert or update on public.profiles
  for each row execute function public.profiles_normalize();

-- Administrators ----------------------------------------------------------------------------
-- security definer: policies call it, and it must read profiles without recursing into them.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and category = 'administrador' and not is_blocked
  )
$$;

comment on function public.is_admin() is 'True when the caller''s profile has category administrador and is not blocked.';

-- Who may change what -----------------------------------------------------------------------
-- Requests of the API roles (anon, authenticated) are restricted unless the caller is an
-- administrator. service_role, postgres, and security definer functions (current_user is then
-- their owner) are trusted. The function itself is security invoker on purpose.
create or replace function public.profiles_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if current_user not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  if new.id is distinct from old.id then
    raise exception 'Não é permitido alterar o id do perfil.' using errcode = '42501';
  end if;
  if new.email is distinct from old.email then
    raise exception 'O e-mail é alterado pela conta de acesso, não pelo perfil.' using errcode = '42501';
  end if;
  if new.category is distinct from old.category then
    if new.category = 'administrador' then
      raise exception 'Não é permitido escolher a categoria administrador.' using errcode = '42501';
    end if;
    if old.category is not null then
      raise exception 'A categoria não pode ser alterada depois de definida.' using errcode = '42501';
    end if;
  end if;
  if new.is_blocked is distinct from old.is_blocked
     or new.verified_at is distinct from old.verified_at
     or new.created_at is distinct from old.created_at then
    raise exception 'Somente administradores podem alterar o bloqueio ou a verificação do perfil.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger profiles_2_guard
  before update on public.profiles
  for each row execute function public.profiles_guard();

-- Sign-up -------------------------------------------------------------------------------------
-- Creates the profile in the same transaction as the auth.users row. Whatever the metadata
-- holds, the sign-up itself never fails because of it: a category other than the two sign-up
-- categories (including 'administrador') is stored as null, so the user picks one at
-- /category-selection; an invalid CPF/CNPJ is stored as null, so the profile reports it missing
-- and the user fixes it in their profile; a name longer than 200 characters is cut.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := case when jsonb_typeof(new.raw_user_meta_data) = 'object' then new.raw_user_meta_data else '{}'::jsonb end;
  v_category text := meta ->> 'category';
  v_doc text := public.normalize_cpf_cnpj(meta ->> 'cpf_cnpj');
begin
  if v_category is null or v_category not in ('Quero Oferecer meu serviço', 'Quero Contratar') then
    v_category := null;
  end if;
  if not public.is_valid_cpf_cnpj(v_doc) then
    v_doc := null;
  end if;
  insert into public.profiles (id, email, full_name, cpf_cnpj, category)
  values (new.id, new.email, left(nullif(btrim(meta ->> 'full_name'), ''), 200), v_doc, v_category)
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- The profile's e-mail follows the account's (confirmed) e-mail.
create or replace function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id and email is distinct from new.email;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row execute function public.handle_user_email_change();

revoke execute on function public.handle_new_user() from public, anon, authenticated;
revoke execute on function public.handle_user_email_change() from public, anon, authenticated;

-- Accounts that existed before this migration (a hosted project) get their profile too.
insert into public.profiles (id, email)
select u.id, u.email from auth.users u
on conflict (id) do nothing;

-- Row level security ----------------------------------------------------------------------------
-- The full row (cpf_cnpj, phone, street, e-mail ...) is readable only by its owner and by
-- administrators; everyone signed in reads the others through public.public_profiles.
alter table public.profiles enable row level security;

revoke all on public.profiles from anon;
revoke insert, delete, truncate on public.profiles from authenticated;

create policy "profiles: owner reads own row" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()));

create policy "profiles: administrators read every row" on public.profiles
  for select to authenticated
  using ((select public.is_admin()));

create policy "profiles: owner updates own row" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create policy "profiles: administrators update every row" on public.profiles
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Public view ----------------------------------------------------------------------------------
-- Runs with its owner's rights (security_invoker = false, owner postgres, who owns profiles), so
-- it shows every profile that is not blocked, but only these columns. Never cpf_cnpj, email,
-- phone_number, street, street_number, zip_code. Read-only for the API roles: a simple view is
-- auto-updatable, and writes through it would skip the table's policies.
create view public.public_profiles
with (security_invoker = false)
as
select
  p.id, p.full_name, p.category, p.type, p.onboarding_completed, p.avatar_url,
  p.company_category, p.company_segment, p.logo_url, p.company_name, p.legal_name,
  p.city, p.state, p.instagram_url, p.agency_service_types,
  p.headline, p.bio, p.tiktok_url, p.youtube_url, p.website_url, p.portfolio_urls,
  p.followers_range, p.price_from, p.languages, p.verified_at, p.created_at
from public.profiles p
where not p.is_blocked;

alter view public.public_profiles owner to postgres;
revoke all on public.public_profiles from public, anon, authenticated, service_role;
grant select on public.public_profiles to authenticated, service_role;

comment on view public.public_profiles is
  'Public columns of profiles that are not blocked, readable by every signed-in user.';
