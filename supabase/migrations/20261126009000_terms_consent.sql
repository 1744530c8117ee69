-- Consent and terms versions together: the sign-up's consent (issue 16) records the version of the
-- terms of use that is current in terms_versions (issue 12), never a version named by the client,
-- and a signed-in person accepts a newly published version through accept_current_terms(), the
-- only way besides an administrator to change the consent columns (profiles_3_consent_guard).

-- The sign-up form sends `terms_accepted: true` with the account's metadata: the profile records
-- the current version and the time. Without it (accounts made by the seed or an administrator) the
-- time stays empty and the version is the current one (profiles_0_accept_current_terms).
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
  v_consent boolean := coalesce(meta ->> 'terms_accepted', '') = 'true';
  v_terms text;
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
  if v_consent then
    v_terms := (select t.version::text from public.terms_versions t where t.is_current);
  end if;
  insert into public.profiles (id, email, full_name, cpf_cnpj, category, terms_version_accepted, terms_accepted_at)
  values (new.id, new.email, left(nullif(btrim(meta ->> 'full_name'), ''), 200), v_doc, v_category,
    v_terms, case when v_consent then now() end)
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

-- A signed-in person accepts the version they were shown; refused when another one has been
-- published since (they must read the new text first).
create or replace function public.accept_current_terms(shown_version integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_version integer := (select t.version from public.terms_versions t where t.is_current);
begin
  if auth.uid() is null then
    raise exception 'Entre na sua conta para aceitar os termos de uso.' using errcode = '42501';
  end if;
  if current_version is null or current_version <> shown_version then
    raise exception 'Os termos de uso mudaram. Recarregue a página e leia a nova versão.' using errcode = 'P0001';
  end if;
  update public.profiles
     set terms_version_accepted = current_version::text, terms_accepted_at = now()
   where id = auth.uid();
end;
$$;

revoke execute on function public.accept_current_terms(integer) from public, anon;
grant execute on function public.accept_current_terms(integer) to authenticated;
