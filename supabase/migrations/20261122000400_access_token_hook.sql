-- Custom access token hook (docs/product/routes.md, "Forced redirects"): the proxy decides the
-- forced redirects from the token alone, without a database round trip. SQL only
-- reports what is filled; which fields are required lives in lib/profile/completeness.ts.
--
-- claim gate = { category, type, onboarding_completed, filled: [non-empty columns among the
-- union of the brand and agency required fields] }, or null when the user has no profile.
-- Enabled in supabase/config.toml ([auth.hook.custom_access_token]).
create or replace function public.custom_access_token_hook(event jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  p public.profiles;
  gate jsonb;
  filled text[];
begin
  select * into p from public.profiles where id = (event ->> 'user_id')::uuid;
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
  return jsonb_set(event, '{claims}', coalesce(event -> 'claims', '{}'::jsonb) || jsonb_build_object('gate', gate));
end;
$$;

comment on function public.custom_access_token_hook(jsonb) is
  'Auth hook: adds the claim gate (profile category, type, onboarding_completed and filled fields) to access tokens.';

-- Supabase Auth runs the hook as supabase_auth_admin; nobody else may call it.
grant usage on schema public to supabase_auth_admin;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
revoke execute on function public.custom_access_token_hook(jsonb) from authenticated, anon, public;

grant select on table public.profiles to supabase_auth_admin;
create policy "profiles: auth admin reads for the access token hook" on public.profiles
  as permissive for select to supabase_auth_admin using (true);
