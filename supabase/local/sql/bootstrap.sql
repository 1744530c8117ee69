-- Local-only platform bootstrap: the parts of a Supabase project that migrations written
-- for hosted Supabase rely on. Applied by the superuser supabase_admin before
-- supabase/migrations (again whenever the platform files change, platform.ts). Idempotent: it is
-- safe to run again on an existing database.

-- The roles come first, from roles.sql; ownership and the privileges hosted gives postgres
-- and the services come after, from privileges.sql.

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
alter database postgres set search_path = "$user", public, extensions;

-- The default grants Supabase gives the API roles on public (RLS decides per row): default
-- privileges only, so what a migration revoked stays revoked when the stack starts again.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres, supabase_admin in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres, supabase_admin in schema public grant all on routines to anon, authenticated, service_role;
alter default privileges for role postgres, supabase_admin in schema public grant all on sequences to anon, authenticated, service_role;

-- Auth ----------------------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false and email is not null;
create unique index if not exists users_phone_key on auth.users (phone) where phone is not null and phone <> '';

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  aal text default 'aal1',
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- PKCE / one-time codes used by the local auth server.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge text,
  code_challenge_method text,
  authentication_method text not null default 'email',
  created_at timestamptz default now()
);

-- E-mail change tokens and per-session authentication methods (the `amr` claim), as in
-- Supabase's own auth schema.
alter table auth.users add column if not exists email_change_token_new varchar(255);
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
-- GET /reauthenticate's nonce (hashed) and when it was sent, as GoTrue keeps them.
alter table auth.users add column if not exists reauthentication_token varchar(255) default '';
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);

-- Multi-factor authentication, with the columns of GoTrue's own tables (product policies read
-- auth.mfa_factors (user_id, status) as on hosted). Made here with `if not exists`, so a data
-- folder made before MFA existed gets them the next time the platform files are applied.
do $$
begin
  if not exists (select 1 from pg_type where typname = 'factor_type' and typnamespace = 'auth'::regnamespace) then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if not exists (select 1 from pg_type where typname = 'factor_status' and typnamespace = 'auth'::regnamespace) then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
end $$;
create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb
);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);
create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
-- The factor whose verification raised a session to aal2 (GoTrue's sessions.factor_id).
alter table auth.sessions add column if not exists factor_id uuid;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

-- Storage -------------------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  unique (bucket_id, name)
);
create index if not exists objects_bucket_prefix_idx on storage.objects (bucket_id, name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
-- The API roles get row access only (RLS decides per row); TRUNCATE, TRIGGER, REFERENCES and
-- MAINTAIN stay with the owner and service_role, as on a hosted project.
revoke all on storage.buckets, storage.objects from anon, authenticated;
grant select, insert, update, delete on storage.buckets, storage.objects to anon, authenticated;
grant all on storage.buckets, storage.objects to service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end $$;
create or replace function storage.filename(name text) returns text
language plpgsql immutable as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end $$;
create or replace function storage.extension(name text) returns text
language plpgsql immutable as $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end $$;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Realtime ------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;

-- Change capture for the local realtime server (Supabase reads the WAL; we use triggers).
-- Tables join or leave the publication through ALTER PUBLICATION in migrations; an event
-- trigger keeps one capture trigger on each published table.
create schema if not exists _realtime;
revoke all on schema _realtime from public;

create unlogged table if not exists _realtime.overflow (
  id bigserial primary key,
  payload text not null,
  created_at timestamptz default now()
);

create or replace function _realtime.capture() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  payload text;
  overflow_id bigint;
begin
  payload := json_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old_record', case when tg_op <> 'INSERT' then to_jsonb(old) end
  )::text;
  if octet_length(payload) < 7900 then
    perform pg_notify('_realtime', payload);
  else
    insert into _realtime.overflow (payload) values (payload) returning id into overflow_id;
    perform pg_notify('_realtime', json_build_object('overflow', overflow_id)::text);
  end if;
  return null;
end $$;

create or replace function _realtime.sync_triggers() returns void
language plpgsql security definer set search_path = '' as $$
declare t record;
begin
  for t in
    select c.oid, n.nspname, c.relname,
           exists (select 1 from pg_publication_tables p
                   where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname
                     and p.tablename = c.relname) as published,
           exists (select 1 from pg_trigger g
                   where g.tgrelid = c.oid and g.tgname = 'zz_local_realtime') as armed
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', '_realtime')
  loop
    if t.published and not t.armed then
      execute format('create trigger zz_local_realtime after insert or update or delete on %I.%I '
                     'for each row execute function _realtime.capture()', t.nspname, t.relname);
    elsif t.armed and not t.published then
      execute format('drop trigger zz_local_realtime on %I.%I', t.nspname, t.relname);
    end if;
  end loop;
end $$;

create or replace function _realtime.on_ddl() returns event_trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform _realtime.sync_triggers();
end $$;

drop event trigger if exists _realtime_publication_sync;
create event trigger _realtime_publication_sync on ddl_command_end
  when tag in ('ALTER PUBLICATION', 'CREATE PUBLICATION', 'CREATE TABLE', 'DROP TABLE')
  execute function _realtime.on_ddl();

-- Migration history, in the Supabase CLI's shape.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
