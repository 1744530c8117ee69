-- What Supabase's supautils extension lets postgres do on a hosted project, emulated with event
-- triggers (supautils is a C extension the embedded binaries do not have). Applied by
-- supabase_admin after privileges.sql (again whenever the platform files change); idempotent.
--
--   policy_grants / drop_trigger_grants: postgres may create, alter and drop policies, and drop
--     triggers, on the platform tables listed below without owning them. For the one DDL command,
--     postgres is lent membership in the tables' owning roles (granted when the command starts,
--     revoked when it ends; a failing command rolls the grant back with everything else), and
--     the command is refused if it touched any other table those roles own.
--   privileged_extensions: postgres may create the extensions hosted lists even when PostgreSQL
--     marks them untrusted. For the one CREATE EXTENSION, postgres is made superuser, and the
--     command is refused if it created an extension that is neither trusted nor on the list,
--     with PostgreSQL's own "permission denied to create extension" error.
-- Only commands run as postgres itself (its session, or SET ROLE postgres) get either; a
-- security definer function owned by postgres and called by another role does not.

create schema if not exists _supautils;
revoke all on schema _supautils from public;

-- supautils.policy_grants and supautils.drop_trigger_grants for postgres (the same list on
-- hosted); names of tables that do not exist here are ignored.
create or replace function _supautils.granted_tables() returns text[]
language sql immutable as $$
  select array['auth.audit_log_entries', 'auth.flow_state', 'auth.identities', 'auth.instances',
    'auth.mfa_amr_claims', 'auth.mfa_challenges', 'auth.mfa_factors', 'auth.oauth_clients',
    'auth.one_time_tokens', 'auth.refresh_tokens', 'auth.saml_providers', 'auth.saml_relay_states',
    'auth.sessions', 'auth.sso_domains', 'auth.sso_providers', 'auth.users', 'realtime.messages',
    'realtime.subscription', 'storage.buckets', 'storage.buckets_analytics', 'storage.objects',
    'storage.prefixes', 'storage.s3_multipart_uploads', 'storage.s3_multipart_uploads_parts']
$$;

-- supautils.privileged_extensions on hosted.
create or replace function _supautils.privileged_extensions() returns text[]
language sql immutable as $$
  select array['address_standardizer', 'address_standardizer_data_us', 'autoinc', 'bloom', 'btree_gin',
    'btree_gist', 'citext', 'cube', 'dblink', 'dict_int', 'dict_xsyn', 'earthdistance', 'fuzzystrmatch',
    'hstore', 'http', 'hypopg', 'index_advisor', 'insert_username', 'intarray', 'isn', 'ltree',
    'moddatetime', 'orioledb', 'pg_buffercache', 'pg_cron', 'pg_graphql', 'pg_hashids', 'pg_jsonschema',
    'pg_net', 'pg_prewarm', 'pg_repack', 'pg_stat_monitor', 'pg_stat_statements', 'pg_tle', 'pg_trgm',
    'pg_walinspect', 'pgaudit', 'pgcrypto', 'pgjwt', 'pgroonga', 'pgroonga_database', 'pgrouting',
    'pgrowlocks', 'pgsodium', 'pgstattuple', 'pgtap', 'plcoffee', 'pljava', 'plls', 'plpgsql_check',
    'plv8', 'postgis', 'postgis_raster', 'postgis_sfcgal', 'postgis_tiger_geocoder', 'postgis_topology',
    'postgres_fdw', 'refint', 'rum', 'seg', 'sslinfo', 'supabase_vault', 'supautils', 'tablefunc', 'tcn',
    'timescaledb', 'tsm_system_rows', 'tsm_system_time', 'unaccent', 'uuid-ossp', 'vector', 'wrappers']
$$;

-- The role a command runs as, seen from inside the security definer functions below.
create or replace function _supautils.acting_role() returns name
language sql stable as $$
  select coalesce(nullif(current_setting('role'), 'none'), session_user)::name
$$;

-- A table postgres changed through a lent membership must be one of the granted tables.
create or replace function _supautils.check_granted(tbl regclass, lent text[]) returns void
language plpgsql stable set search_path = '' as $$
begin
  if tbl is null then
    return;
  end if;
  if pg_get_userbyid((select relowner from pg_class where oid = tbl)) = any (lent)
     and tbl <> all (array(select to_regclass(t) from unnest(_supautils.granted_tables()) t where to_regclass(t) is not null)) then
    raise exception 'must be owner of table %', (select relname from pg_class where oid = tbl)
      using errcode = '42501';
  end if;
end $$;

create or replace function _supautils.on_ddl_start() returns event_trigger
language plpgsql security definer set search_path = '' as $$
declare
  lend text[];
  r text;
begin
  if _supautils.acting_role() <> 'postgres' then
    return;
  end if;
  if tg_tag = 'CREATE EXTENSION' then
    perform set_config('_supautils.extensions_before',
      (select coalesce(string_agg(oid::text, ','), '') from pg_extension), true);
    -- Only a statement naming an untrusted extension of the list needs the superuser.
    if current_query() ~* ('\m(' || (
         select string_agg(regexp_replace(name, '([^a-z0-9_])', '\\\1', 'g'), '|')
         from pg_available_extensions
         where name = any (_supautils.privileged_extensions())
           and not exists (select 1 from pg_available_extension_versions v where v.name = pg_available_extensions.name and v.trusted)
       ) || ')\M') then
      alter role postgres superuser;
      perform set_config('_supautils.elevated', 'on', true);
    end if;
    return;
  end if;
  select array_agg(distinct pg_get_userbyid(c.relowner)) into lend
  from unnest(_supautils.granted_tables()) t
  join pg_class c on c.oid = to_regclass(t)
  where not pg_has_role('postgres', c.relowner, 'usage');
  foreach r in array coalesce(lend, '{}') loop
    execute format('grant %I to postgres with inherit true, set false', r);
  end loop;
  perform set_config('_supautils.lent', coalesce(array_to_string(lend, ','), ''), true);
end $$;

create or replace function _supautils.on_sql_drop() returns event_trigger
language plpgsql security definer set search_path = '' as $$
declare
  lent text[] := string_to_array(nullif(current_setting('_supautils.lent', true), ''), ',');
  o record;
begin
  if lent is null then
    return;
  end if;
  for o in select * from pg_event_trigger_dropped_objects() where object_type in ('policy', 'trigger') loop
    perform _supautils.check_granted(to_regclass(format('%I.%I', o.address_names[1], o.address_names[2])), lent);
  end loop;
end $$;

create or replace function _supautils.on_ddl_end() returns event_trigger
language plpgsql security definer set search_path = '' as $$
declare
  lent text[] := string_to_array(nullif(current_setting('_supautils.lent', true), ''), ',');
  before text := current_setting('_supautils.extensions_before', true);
  o record;
  r text;
begin
  if tg_tag = 'CREATE EXTENSION' then
    if current_setting('_supautils.elevated', true) = 'on' then
      alter role postgres nosuperuser;
      perform set_config('_supautils.elevated', '', true);
    end if;
    if before is null then
      return;
    end if;
    perform set_config('_supautils.extensions_before', null, true);
    for o in
      select x.extname from pg_extension x
      where x.oid::text <> all (string_to_array(before, ','))
        and x.extname <> all (_supautils.privileged_extensions())
        and not exists (select 1 from pg_available_extension_versions v
                        where v.name = x.extname and v.version = x.extversion and v.trusted)
    loop
      raise exception 'permission denied to create extension "%"', o.extname
        using errcode = '42501', hint = 'Must be superuser to create this extension.';
    end loop;
    return;
  end if;
  if lent is null then
    return;
  end if;
  for o in
    select p.polrelid from pg_event_trigger_ddl_commands() c
    join pg_policy p on p.oid = c.objid
    where c.classid = 'pg_policy'::regclass
  loop
    perform _supautils.check_granted(o.polrelid::regclass, lent);
  end loop;
  foreach r in array lent loop
    execute format('revoke %I from postgres', r);
  end loop;
  perform set_config('_supautils.lent', '', true);
end $$;

revoke all on all functions in schema _supautils from public;

drop event trigger if exists _supautils_ddl_start;
drop event trigger if exists _supautils_sql_drop;
drop event trigger if exists _supautils_ddl_end;
create event trigger _supautils_ddl_start on ddl_command_start
  when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY', 'DROP TRIGGER', 'CREATE EXTENSION')
  execute function _supautils.on_ddl_start();
create event trigger _supautils_sql_drop on sql_drop
  when tag in ('DROP POLICY', 'DROP TRIGGER')
  execute function _supautils.on_sql_drop();
create event trigger _supautils_ddl_end on ddl_command_end
  when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY', 'DROP TRIGGER', 'CREATE EXTENSION')
  execute function _supautils.on_ddl_end();
