-- Accounts (issue 16): one account per CPF/CNPJ, and the consent given at sign-up.
--
-- One account per document: the stored form (public.normalize_cpf_cnpj: digits, and the letters
-- of an alphanumeric CNPJ, no mask) is unique, so two sign-ups racing with one document cannot
-- both win. The sign-up trigger refuses a document that already has an account with SQLSTATE
-- 23505 before inserting the profile: the auth.users insert of the same transaction is rolled
-- back with it, so no auth user is left without a profile.
create unique index profiles_cpf_cnpj_key on public.profiles (cpf_cnpj) where cpf_cnpj is not null;

-- Consent: when the user accepted the terms of use and the privacy policy, and which version.
alter table public.profiles add column terms_accepted_at timestamptz;

comment on column public.profiles.terms_accepted_at is
  'When the user accepted the terms of use and the privacy policy (at sign-up), with terms_version_accepted.';

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
  v_terms text := nullif(left(btrim(coalesce(meta ->> 'terms_version', '')), 40), '');
begin
  if v_category is null or v_category not in ('Quero Oferecer meu serviço', 'Quero Contratar') then
    v_category := null;
  end if;
  if not public.is_valid_cpf_cnpj(v_doc) then
    v_doc := null;
  end if;
  if v_doc is not null and exists (select 1 from public.profiles where cpf_cnpj = v_doc) then
    raise exception 'cpf_cnpj_taken: this CPF/CNPJ already belongs to an account' using errcode = '23505';
  end if;
  insert into public.profiles (id, email, full_name, cpf_cnpj, category, terms_version_accepted, terms_accepted_at)
  values (new.id, new.email, left(nullif(btrim(meta ->> 'full_name'), ''), 200), v_doc, v_category,
    v_terms, case when v_terms is not null then now() end)
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

-- Whether a document already has an account: the sign-up server action asks before creating the
-- user (and after a failure, to tell a lost race from another error). Service role only.
create or replace function public.cpf_cnpj_taken(doc text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles where cpf_cnpj = public.normalize_cpf_cnpj(doc))
$$;

revoke execute on function public.cpf_cnpj_taken(text) from public, anon, authenticated;
grant execute on function public.cpf_cnpj_taken(text) to service_role;

-- The consent is a record of what happened at sign-up: users cannot rewrite it.
create or replace function public.profiles_consent_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin()
     and (new.terms_accepted_at is distinct from old.terms_accepted_at
          or new.terms_version_accepted is distinct from old.terms_version_accepted) then
    raise exception 'O registro do aceite dos termos não pode ser alterado.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger profiles_3_consent_guard
  before update on public.profiles
  for each row execute function public.profiles_consent_guard();
