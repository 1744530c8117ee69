-- The roles of a hosted Supabase project, as its database image sets them up, for the embedded
-- cluster. Applied first, by the cluster's superuser supabase_admin; idempotent. Logins and
-- their local-only passwords are set by supabase/local/platform.ts. docs/hosted-parity.md
-- explains the model and what is left out.

do $$
declare r text;
begin
  foreach r in array array['postgres', 'anon', 'authenticated', 'service_role', 'authenticator',
    'supabase_auth_admin', 'supabase_storage_admin', 'supabase_realtime_admin',
    'dashboard_user', 'pgbouncer']
  loop
    if not exists (select 1 from pg_roles where rolname = r) then
      execute format('create role %I nologin', r);
    end if;
  end loop;
end $$;

-- The API roles: no login; the Data API, Storage and Realtime switch to them per request.
alter role anon nologin inherit;
alter role authenticated nologin inherit;
alter role service_role nologin inherit bypassrls;

-- The Data API's login: it may become an API role and nothing else.
alter role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

-- The services' own roles. Storage and Realtime act for their callers, so they may switch to
-- the API roles (without inheriting their rights).
alter role supabase_auth_admin login noinherit nocreaterole noreplication;
alter role supabase_auth_admin set search_path = auth;
alter role supabase_storage_admin login noinherit createrole noreplication;
alter role supabase_storage_admin set search_path = storage;
alter role supabase_realtime_admin login noinherit createrole replication;
alter role supabase_realtime_admin set search_path = public, extensions;
grant anon, authenticated, service_role to supabase_storage_admin, supabase_realtime_admin;

alter role dashboard_user nologin nosuperuser createdb createrole replication;

-- postgres: what `supabase db push`, migrations and the seed run as. Not a superuser; holds the
-- API roles with admin option; no longer a member of the services' roles.
alter role postgres nosuperuser createdb createrole login replication bypassrls;
grant anon, authenticated, service_role to postgres with admin option;
do $$
declare r text;
begin
  foreach r in array array['supabase_auth_admin', 'supabase_storage_admin', 'supabase_realtime_admin', 'supabase_admin']
  loop
    if exists (select 1 from pg_auth_members m
               where m.roleid = r::regrole and m.member = 'postgres'::regrole) then
      execute format('revoke %I from postgres', r);
    end if;
  end loop;
end $$;
alter role postgres set search_path = "$user", public, extensions;
alter role supabase_admin set search_path = "$user", public, auth, extensions;

-- Left over by an upgrade of an earlier local database (supabase/local/sql/upgrade.sql).
drop role if exists supabase_local_upgrade;
