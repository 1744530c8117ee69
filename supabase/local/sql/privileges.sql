-- Who owns the platform's objects and what postgres, the services and the API roles may do with
-- them, as on a hosted project (its database image's init scripts and migrations: postgres
-- "demoted", then "locked down" out of the auth and storage schemas). Applied by supabase_admin
-- after bootstrap.sql (again whenever the platform files change); idempotent.

-- The database ------------------------------------------------------------------------------
-- Owned by the superuser, so postgres is not pg_database_owner and does not own schema public.
do $$
begin
  execute format('alter database %I owner to supabase_admin', current_database());
  execute format('grant all on database %I to postgres', current_database());
  execute format('grant create on database %I to supabase_auth_admin, supabase_storage_admin, supabase_realtime_admin',
    current_database());
  execute format('grant all on database %I to dashboard_user', current_database());
end $$;
-- postgres creates the project's objects in public and may pass on its rights there (the
-- Supabase guides have migrations grant usage on public to supabase_auth_admin).
grant usage, create on schema public to postgres with grant option;
grant usage, create on schema public to supabase_realtime_admin;

-- Settings postgres may change although they are the superuser's (supautils'
-- privileged_role_allowed_configs on hosted, for the ones PostgreSQL itself has: data-only dumps
-- start with `set session_replication_role = replica`). Realtime's role may quiet its log.
grant set on parameter session_replication_role, track_io_timing, log_lock_waits, log_min_duration_statement,
  log_min_messages, log_parameter_max_length, log_replication_commands, log_statement, log_temp_files,
  wal_compression to postgres;
grant set on parameter log_min_messages to supabase_realtime_admin;

-- Owners, per schema ------------------------------------------------------------------------
-- Every table, view, sequence and routine of a schema goes to its service role, but those
-- named in `keep` and those that belong to an extension.
create or replace function pg_temp.own_schema(schema_name text, new_owner text, keep text[] default '{}')
returns void language plpgsql as $$
declare o record;
begin
  for o in
    select c.oid::regclass::text as name,
           case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
                          when 'S' then 'sequence' else 'table' end as kind
    from pg_class c
    where c.relnamespace = schema_name::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S')
      and c.relowner <> new_owner::regrole and c.relname <> all (keep)
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid
                      and d.deptype in ('e', 'a', 'i'))
  loop
    execute format('alter %s %s owner to %I', o.kind, o.name, new_owner);
  end loop;
  for o in
    select p.oid::regprocedure::text as name
    from pg_proc p
    where p.pronamespace = schema_name::regnamespace and p.proowner <> new_owner::regrole
      and p.proname <> all (keep)
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  loop
    execute format('alter routine %s owner to %I', o.name, new_owner);
  end loop;
end $$;

-- extensions: postgres owns the schema and may create extensions in it.
alter schema extensions owner to postgres;
grant usage on schema extensions to anon, authenticated, service_role, supabase_realtime_admin;
grant all on schema extensions to dashboard_user;
grant all on all tables in schema extensions to postgres, dashboard_user;
grant all on all sequences in schema extensions to postgres, dashboard_user;
grant all on all routines in schema extensions to postgres, dashboard_user;

-- auth: the schema is the superuser's, its tables and functions Auth's. postgres reads and
-- writes every auth table (and may create triggers on them), but may not alter them or create
-- anything in the schema.
alter schema auth owner to supabase_admin;
select pg_temp.own_schema('auth', 'supabase_auth_admin');
grant all on schema auth to supabase_auth_admin;
grant usage on schema auth to postgres, anon, authenticated, service_role, supabase_realtime_admin;
revoke create on schema auth from postgres;
grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant all on all routines in schema auth to postgres;
grant execute on all functions in schema auth to supabase_realtime_admin;
grant all on schema auth to dashboard_user;
grant all on all tables in schema auth to dashboard_user;
grant all on all sequences in schema auth to dashboard_user;
grant all on all routines in schema auth to dashboard_user;

-- storage: the schema is the superuser's, its tables and functions Storage's. postgres may
-- grant what it holds on buckets and objects; policies on them come from supautils.sql.
alter schema storage owner to supabase_admin;
select pg_temp.own_schema('storage', 'supabase_storage_admin');
grant all on schema storage to supabase_storage_admin with grant option;
grant usage on schema storage to anon, authenticated, service_role;
grant usage on schema storage to postgres with grant option;
revoke create on schema storage from postgres;
grant all on all tables in schema storage to postgres;
grant all on all sequences in schema storage to postgres;
grant all on all routines in schema storage to postgres;
grant all on storage.buckets, storage.objects to postgres with grant option;
grant all on schema storage to dashboard_user;
grant all on all sequences in schema storage to dashboard_user;
grant all on all routines in schema storage to dashboard_user;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on sequences to postgres, anon, authenticated, service_role;

-- Realtime: postgres owns the publication (migrations add their tables to it). The local
-- change capture belongs to Realtime's role; the two functions that arm it on published
-- tables stay the superuser's (they stand in for the replication slot hosted reads).
alter publication supabase_realtime owner to postgres;
alter schema _realtime owner to supabase_realtime_admin;
select pg_temp.own_schema('_realtime', 'supabase_realtime_admin', array['sync_triggers', 'on_ddl']);
alter function _realtime.sync_triggers() owner to supabase_admin;
alter function _realtime.on_ddl() owner to supabase_admin;
revoke all on function _realtime.sync_triggers() from public;

-- Migration history: created by `supabase db push` as postgres.
alter schema supabase_migrations owner to postgres;
select pg_temp.own_schema('supabase_migrations', 'postgres');

-- Nothing in public is granted to supabase_auth_admin here: a custom access token hook works only
-- with the grants its migration gives (supabase/migrations/*_access_token_hook.sql), as on hosted.

-- Arm change capture on tables published before this start (later changes arm it through the
-- _realtime_publication_sync event trigger).
select _realtime.sync_triggers();
