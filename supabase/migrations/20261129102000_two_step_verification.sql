-- Two-step verification (issue 17, docs/product/two-step.md). Once an account has a verified
-- factor (auth.mfa_factors, GoTrue's table), its pages and its writes need an aal2 session:
-- Supabase's "enforce for users who have MFA" pattern.
--
-- - The access token says whether the account has a verified factor (claim `two_step`), beside
--   GoTrue's own `aal`: the proxy sends an aal1 session of such an account to the code step
--   without a database round trip (lib/auth/assurance-claim.ts).
-- - RLS refuses the writes of that session, whatever a client sends: the blocked-account wall
--   (20261125001000_account_blocking.sql) is the one write wall of the API roles. Its restrictive
--   insert/update/delete policies on every table and on storage.objects call
--   public.is_active_user(); that function now also requires the assurance level, so every table
--   that has the wall, and every new one that calls public.deny_writes_of_blocked_accounts, has
--   this rule as well (supabase/tests/account-blocking.test.ts checks every table has the wall).
--
-- Runs as on hosted: postgres reads auth.mfa_factors (its grants on the auth tables), and the
-- access token hook runs as supabase_auth_admin, which owns that table.

-- The rule -------------------------------------------------------------------------------------
-- True when the caller's session has passed two-step verification (`aal` = 'aal2') or the
-- account has no verified factor. security definer: the API roles cannot read auth.mfa_factors.
create or replace function public.two_step_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
$$;

comment on function public.two_step_satisfied() is
  'True when the caller''s session is aal2 or the account has no verified factor (auth.mfa_factors).';

revoke execute on function public.two_step_satisfied() from public, anon;
grant execute on function public.two_step_satisfied() to authenticated, service_role;

-- The wall: "may write" is now "not blocked, and through two-step verification when the account
-- has it". Every restrictive write policy already calls this function.
create or replace function public.is_active_user()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and not is_blocked
  ) and public.two_step_satisfied()
$$;

comment on function public.is_active_user() is
  'True when the caller may write: a profile that is not blocked and, once the account has a verified factor, an aal2 session. Every write policy of the API roles requires it.';

-- The hiring functions say which of the two stopped the caller.
create or replace function public.hiring_caller()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'É preciso entrar para continuar.' using errcode = '42501';
  end if;
  if not public.two_step_satisfied() then
    raise exception 'Confirme o código da verificação em duas etapas para continuar.' using errcode = '42501';
  end if;
  if not public.is_active_user() then
    raise exception 'Sua conta está bloqueada.' using errcode = '42501';
  end if;
  return me;
end;
$$;

-- The token ------------------------------------------------------------------------------------
-- As in 20261122000400_access_token_hook.sql, plus the claim two_step: true while the account has
-- a verified factor. GoTrue issues a new token on every sign-in, verification and refresh, so a
-- factor verified or removed shows in the next token.
create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := (event ->> 'user_id')::uuid;
  p public.profiles;
  gate jsonb;
  filled text[];
  two_step boolean;
begin
  select * into p from public.profiles where id = uid;
  if not found then
    gate := 'null'::jsonb;
  else
    filled := array(
      select f.name
      from (values
        (1, 'company_category', p.company_category),
        (2, 'company_segment', p.company_segment),
        (3, 'logo_url', p.logo_url),
        (4, 'company_name', p.company_name),
        (5, 'legal_name', p.legal_name),
        (6, 'cpf_cnpj', p.cpf_cnpj),
        (7, 'zip_code', p.zip_code),
        (8, 'city', p.city),
        (9, 'state', p.state),
        (10, 'street', p.street),
        (11, 'street_number', p.street_number),
        (12, 'instagram_url', p.instagram_url),
        (13, 'full_name', p.full_name),
        (14, 'phone_number', p.phone_number),
        (15, 'email', p.email),
        (16, 'agency_service_types',
          case when exists (select 1 from unnest(p.agency_service_types) s where btrim(s) <> '') then 'x' end)
      ) as f(ord, name, value)
      where btrim(coalesce(f.value, '')) <> ''
      order by f.ord
    );
    gate := jsonb_build_object(
      'category', p.category,
      'type', p.type,
      'onboarding_completed', coalesce(p.onboarding_completed, false),
      'filled', to_jsonb(filled)
    );
  end if;
  two_step := exists (select 1 from auth.mfa_factors f where f.user_id = uid and f.status = 'verified');
  return jsonb_set(event, '{claims}',
    coalesce(event -> 'claims', '{}'::jsonb) || jsonb_build_object('gate', gate, 'two_step', two_step));
end;
$$;

comment on function public.custom_access_token_hook(jsonb) is
  'Auth hook: adds the claims gate (profile category, type, onboarding_completed and filled fields) and two_step (the account has a verified factor) to access tokens.';
