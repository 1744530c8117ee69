-- Profile rules the Data API could skip (issue 7 items 6 and 10), now in the update guard:
-- - is_blocked changes only through public.admin_set_account_blocked (administrators included),
--   so every block is checked (not oneself, not the last administrator) and audited;
-- - onboarding_completed becomes true only for a creator whose wizard data is complete: the
--   same four steps /primeirologinusuario asks for (lib/actions/onboarding/finish-creator-onboarding.ts);
-- - company fields belong to hirers, creator fields to creators: nobody else may fill them.
-- Administrators and trusted roles (service_role, postgres, security definer functions) keep
-- changing anything else, as before.

-- The first wizard step of a creator that is still incomplete (1 profile, 2 services and content
-- types, 3 links and audience, 4 required questions), or null when every step is complete.
-- Takes the row as it will be written, so one update may fill fields and finish at once.
-- Security invoker: it runs as the caller, who reads their own rows.
create or replace function public.creator_onboarding_missing_step(p public.profiles)
returns smallint
language sql
stable
set search_path = ''
as $$
  select case
    when btrim(coalesce(p.headline, '')) = '' or btrim(coalesce(p.city, '')) = ''
      or p.state is null or btrim(coalesce(p.bio, '')) = '' then 1
    when not exists (select 1 from public.profile_service_types s where s.profile_id = p.id)
      or not exists (select 1 from public.profile_content_types c where c.profile_id = p.id) then 2
    when btrim(coalesce(p.followers_range, '')) = ''
      or coalesce(p.instagram_url, p.tiktok_url, p.youtube_url, p.website_url) is null then 3
    when exists (
      select 1 from public.service_questions q
      where q.active and q.required
        and (q.service_type_id is null
             or q.service_type_id in (select s.service_type_id from public.profile_service_types s where s.profile_id = p.id))
        and not exists (select 1 from public.profile_answers a where a.profile_id = p.id and a.question_id = q.id)
    ) then 4
  end::smallint
$$;

comment on function public.creator_onboarding_missing_step(public.profiles) is
  'First incomplete step (1-4) of the creator onboarding wizard for this profile row, or null when complete.';

revoke execute on function public.creator_onboarding_missing_step(public.profiles) from public, anon;
grant execute on function public.creator_onboarding_missing_step(public.profiles) to authenticated, service_role;

-- True when an update puts a non-empty value in a column that did not hold it (clearing a
-- field, or leaving it as it was, is always allowed).
create or replace function public.is_newly_filled(new_value text, old_value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select new_value is distinct from old_value and btrim(coalesce(new_value, '')) <> ''
$$;

create or replace function public.is_newly_filled(new_value text[], old_value text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select new_value is distinct from old_value
    and exists (select 1 from unnest(new_value) as e(v) where btrim(coalesce(e.v, '')) <> '')
$$;

create or replace function public.profiles_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  missing smallint;
begin
  new.updated_at := now();
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- Blocking is an operation, not a field: see public.admin_set_account_blocked.
  if new.is_blocked is distinct from old.is_blocked then
    raise exception 'Contas são bloqueadas e desbloqueadas apenas pela operação de bloqueio dos administradores.' using errcode = '42501';
  end if;
  if public.is_admin() then
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
  if new.verified_at is distinct from old.verified_at
     or new.created_at is distinct from old.created_at then
    raise exception 'Somente administradores podem alterar o bloqueio ou a verificação do perfil.' using errcode = '42501';
  end if;

  -- Company fields belong to hirers ('Quero Contratar').
  if new.category is distinct from 'Quero Contratar' and (
       public.is_newly_filled(new.type, old.type)
       or public.is_newly_filled(new.company_category, old.company_category)
       or public.is_newly_filled(new.company_segment, old.company_segment)
       or public.is_newly_filled(new.company_name, old.company_name)
       or public.is_newly_filled(new.legal_name, old.legal_name)
       or public.is_newly_filled(new.logo_url, old.logo_url)
       or public.is_newly_filled(new.agency_service_types, old.agency_service_types)) then
    raise exception 'Os dados da empresa são apenas para quem contrata.' using errcode = '42501';
  end if;

  -- Creator fields belong to creators ('Quero Oferecer meu serviço').
  if new.category is distinct from 'Quero Oferecer meu serviço' and (
       public.is_newly_filled(new.headline, old.headline)
       or public.is_newly_filled(new.bio, old.bio)
       or public.is_newly_filled(new.tiktok_url, old.tiktok_url)
       or public.is_newly_filled(new.youtube_url, old.youtube_url)
       or public.is_newly_filled(new.website_url, old.website_url)
       or public.is_newly_filled(new.portfolio_urls, old.portfolio_urls)
       or public.is_newly_filled(new.followers_range, old.followers_range)
       or public.is_newly_filled(new.languages, old.languages)
       or (new.price_from is distinct from old.price_from and new.price_from is not null)) then
    raise exception 'Os dados do perfil de criador são apenas para quem oferece serviços.' using errcode = '42501';
  end if;

  -- Finishing the creator onboarding (docs/product/routes.md, rule 3) needs what the wizard asks for.
  if new.onboarding_completed and not old.onboarding_completed then
    if new.category is distinct from 'Quero Oferecer meu serviço' then
      raise exception 'Somente quem oferece serviços conclui o cadastro de criador.' using errcode = '42501';
    end if;
    missing := public.creator_onboarding_missing_step(new);
    if missing is not null then
      raise exception '%', case missing
          when 1 then 'Complete a etapa 1 (Perfil) antes de concluir.'
          when 2 then 'Escolha seus serviços e tipos de conteúdo na etapa 2 antes de concluir.'
          when 3 then 'Complete a etapa 3 (Redes e preço) antes de concluir.'
          else 'Responda às perguntas obrigatórias da etapa 4 antes de concluir.'
        end
        using errcode = '42501', hint = format('onboarding_step=%s', missing);
    end if;
  elsif new.onboarding_completed and new.category is distinct from old.category
        and new.category = 'Quero Oferecer meu serviço'
        and public.creator_onboarding_missing_step(new) is not null then
    -- A flag left over from before the category was chosen does not skip the wizard.
    new.onboarding_completed := false;
  end if;
  return new;
end;
$$;

-- Services, content types and onboarding answers are parts of a creator's profile.
create or replace function public.is_creator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and category = 'Quero Oferecer meu serviço'
  )
$$;

comment on function public.is_creator() is 'True when the caller''s profile has category ''Quero Oferecer meu serviço''.';

revoke execute on function public.is_creator() from public, anon;
grant execute on function public.is_creator() to authenticated, service_role;

create policy "profile_service_types: only creators add" on public.profile_service_types
  as restrictive for insert to authenticated with check ((select public.is_creator()));
create policy "profile_content_types: only creators add" on public.profile_content_types
  as restrictive for insert to authenticated with check ((select public.is_creator()));
create policy "profile_answers: only creators answer" on public.profile_answers
  as restrictive for insert to authenticated with check ((select public.is_creator()));
