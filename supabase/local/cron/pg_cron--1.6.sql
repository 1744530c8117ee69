-- pg_cron 1.6, as the local stack reproduces it (supabase/local/cron; docs/hosted-parity.md): the
-- schema, tables, functions, errors and permissions of citusdata/pg_cron written in SQL, because
-- the embedded PostgreSQL has no pg_cron library. The stack runs the jobs itself (cron/runner.ts):
-- each job as the role that scheduled it, logged in cron.job_run_details. Installed into the
-- embedded binaries' extension folder at start; `create extension pg_cron` loads this file.
--
-- What differs from pg_cron, on purpose: the functions are SECURITY INVOKER and write cron.job
-- as the caller (the C functions write it as the extension owner), so the API roles get insert,
-- update and delete on cron.job, limited to their own jobs by its policy; a trigger refuses any
-- change to cron.job that does not come through these functions. Helpers start with '_'.

\echo Use "CREATE EXTENSION pg_cron" to load this file. \quit

do $$
begin
  -- pg_cron keeps its jobs in one database (cron.database_name, 'postgres' by default).
  if current_database() <> all (string_to_array(coalesce(current_setting('cron.database_name', true), 'postgres'), ',')) then
    raise exception 'can only create extension in database %', coalesce(current_setting('cron.database_name', true), 'postgres')
      using detail = 'Jobs must be scheduled from the database configured in cron.database_name, since the pg_cron background worker reads job descriptions from this database.',
            hint = format('Add cron.database_name = ''%s'' in postgresql.conf to use the current database.', current_database());
  end if;
end $$;

create schema cron;

create sequence cron.jobid_seq;
create table cron.job (
  jobid bigint primary key default pg_catalog.nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport int not null default coalesce(pg_catalog.inet_server_port(), pg_catalog.current_setting('port')::int),
  database text not null default pg_catalog.current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);
grant select, insert, update, delete on cron.job to public;
grant select, usage on sequence cron.jobid_seq to public;
alter table cron.job enable row level security;
create policy cron_job_policy on cron.job using (username operator(pg_catalog.=) current_user);

create sequence cron.runid_seq;
create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default pg_catalog.nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
grant select, delete on cron.job_run_details to public;
grant select on sequence cron.runid_seq to public;
alter table cron.job_run_details enable row level security;
create policy cron_job_run_details_policy on cron.job_run_details using (username operator(pg_catalog.=) current_user);

select pg_catalog.pg_extension_config_dump('cron.job', '');
select pg_catalog.pg_extension_config_dump('cron.jobid_seq', '');
select pg_catalog.pg_extension_config_dump('cron.job_run_details', '');
select pg_catalog.pg_extension_config_dump('cron.runid_seq', '');

-- A schedule pg_cron accepts: five cron fields (Vixie cron's syntax: lists, ranges, steps, month
-- and weekday names, 7 for Sunday, '$' for the last day of the month), an @-macro, or '[1-59]
-- seconds'. cron/schedule.ts parses the same syntax to run the jobs; a stack test checks that
-- both accept and refuse the same schedules.
create function cron._valid_field(field text, lo int, hi int, names text[], dollar boolean) returns boolean
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  item text;
  m text[];
  a int;
  b int;
begin
  foreach item in array string_to_array(field, ',') loop
    if dollar and item = '$' then
      continue;
    end if;
    m := regexp_match(item, '^(\*|[0-9]{1,9}|[a-z]{3})(?:-([0-9]{1,9}|[a-z]{3}))?(?:/([0-9]{1,9}))?$');
    if m is null then
      return false;
    end if;
    if m[1] = '*' then
      if m[2] is not null then
        return false;
      end if;
    else
      a := case when m[1] ~ '^[0-9]' then m[1]::int else array_position(names, m[1]) - 1 + lo end;
      if a is null or a < lo or a > hi then
        return false;
      end if;
      if m[2] is null then
        if m[3] is not null then
          return false; -- a step needs a range or '*'
        end if;
      else
        b := case when m[2] ~ '^[0-9]' then m[2]::int else array_position(names, m[2]) - 1 + lo end;
        if b is null or b < a or b > hi then
          return false;
        end if;
      end if;
    end if;
    if m[3] is not null and m[3]::int = 0 then
      return false;
    end if;
  end loop;
  return true;
end $$;

create function cron._valid_schedule(schedule text) returns boolean
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
declare
  s text := lower(btrim(schedule, E' \t\n\r'));
  f text[];
begin
  if s ~ '^[0-9]+[ \t\n\r]*seconds?$' then
    return substring(s from '^[0-9]+')::numeric between 1 and 59;
  end if;
  if s in ('@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly', '@reboot') then
    return true;
  end if;
  f := regexp_split_to_array(s, '[ \t]+');
  return cardinality(f) = 5
    and cron._valid_field(f[1], 0, 59, null, false)
    and cron._valid_field(f[2], 0, 23, null, false)
    and cron._valid_field(f[3], 1, 31, null, true)
    and cron._valid_field(f[4], 1, 12, array['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], false)
    and cron._valid_field(f[5], 0, 7, array['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], false);
end $$;

create function cron._check_schedule(schedule text) returns void
language plpgsql immutable set search_path = pg_catalog, pg_temp as $$
begin
  if not cron._valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule
      using errcode = '22023', hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
end $$;

-- Writes to cron.job come through the functions below (pg_cron grants no write on it).
create function cron._api(enable boolean) returns void
language sql set search_path = pg_catalog, pg_temp as $$
  select pg_catalog.set_config('supabase_local.cron_api', case when enable then 'on' else '' end, true);
$$;

create function cron._job_write_check() returns trigger
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  if coalesce(pg_catalog.current_setting('supabase_local.cron_api', true), '') <> 'on' then
    raise exception 'permission denied for table job' using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end $$;

create trigger cron_job_api_only before insert or update or delete on cron.job
  for each row execute function cron._job_write_check();

-- pg_cron's cache invalidation; here it tells the stack's timer to read the jobs again.
create function cron.job_cache_invalidate() returns trigger
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  perform pg_catalog.pg_notify('cron_job_cache', '');
  return null;
end $$;
comment on function cron.job_cache_invalidate() is 'invalidate job cache';

create trigger cron_job_cache_invalidate after insert or update or delete or truncate on cron.job
  for each statement execute function cron.job_cache_invalidate();

create function cron._is_superuser() returns boolean
language sql stable set search_path = pg_catalog, pg_temp as $$
  select coalesce((select rolsuper from pg_catalog.pg_roles where rolname = current_user), false);
$$;

-- The owner of a job whatever the caller may see (pg_cron reads the catalog, not through RLS).
create function cron._job_owner(job_id bigint) returns text
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select username from cron.job where jobid = job_id;
$$;

create function cron._role_that_logs_in(username text) returns void
language plpgsql stable set search_path = pg_catalog, pg_temp as $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = username) then
    raise exception 'role "%" does not exist', username using errcode = 'XX000';
  end if;
  if not (select rolcanlogin from pg_catalog.pg_roles where rolname = username) then
    raise exception 'role "%" can not log in', username
      using errcode = 'XX000', detail = 'Jobs may only be run by roles that have the LOGIN attribute.';
  end if;
end $$;

create function cron._may_connect(username text, database text) returns void
language plpgsql stable set search_path = pg_catalog, pg_temp as $$
begin
  if not exists (select 1 from pg_catalog.pg_database where datname = database) then
    raise exception 'database "%" does not exist', database using errcode = '3D000';
  end if;
  if not pg_catalog.has_database_privilege(username, database, 'CONNECT') then
    raise exception 'User % does not have CONNECT privilege on %', username, database using errcode = 'XX000';
  end if;
end $$;

create function cron._schedule(job_name text, schedule text, command text, database text, username text, active boolean) returns bigint
language plpgsql set search_path = pg_catalog, pg_temp as $$
declare
  db text := coalesce(database, nullif(pg_catalog.current_setting('cron.database_name', true), ''), pg_catalog.current_database());
  who text := current_user;
  id bigint;
begin
  perform cron._check_schedule(schedule);
  if username is not null then
    if not cron._is_superuser() then
      raise exception 'must be superuser to create a job for another role' using errcode = 'XX000';
    end if;
    perform cron._role_that_logs_in(username);
    who := username;
  end if;
  perform cron._may_connect(who, db);
  perform cron._api(true);
  if job_name is null then
    insert into cron.job (schedule, command, database, username, active)
    values (schedule, command, db, who, active)
    returning jobid into id;
  else
    insert into cron.job (schedule, command, database, username, active, jobname)
    values (schedule, command, db, who, active, job_name)
    on conflict on constraint jobname_username_uniq do update
      set schedule = excluded.schedule, command = excluded.command, database = excluded.database
    returning jobid into id;
  end if;
  perform cron._api(false);
  return id;
end $$;

create function cron.schedule(schedule text, command text) returns bigint
language sql strict set search_path = pg_catalog, pg_temp as $$
  select cron._schedule(null, schedule, command, null, null, true);
$$;
comment on function cron.schedule(text, text) is 'schedule a pg_cron job';

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  if job_name is null then
    raise exception 'job_name can not be NULL' using errcode = 'XX000';
  elsif schedule is null then
    raise exception 'schedule can not be NULL' using errcode = 'XX000';
  elsif command is null then
    raise exception 'command can not be NULL' using errcode = 'XX000';
  end if;
  return cron._schedule(job_name, schedule, command, null, null, true);
end $$;
comment on function cron.schedule(text, text, text) is 'schedule a pg_cron job';

create function cron.schedule_in_database(job_name text, schedule text, command text, database text, username text default null, active boolean default true) returns bigint
language plpgsql set search_path = pg_catalog, pg_temp as $$
begin
  if job_name is null then
    raise exception 'job_name can not be NULL' using errcode = 'XX000';
  elsif schedule is null then
    raise exception 'schedule can not be NULL' using errcode = 'XX000';
  elsif command is null then
    raise exception 'command can not be NULL' using errcode = 'XX000';
  end if;
  return cron._schedule(job_name, schedule, command, database, username, coalesce(active, true));
end $$;
comment on function cron.schedule_in_database(text, text, text, text, text, boolean) is 'schedule a pg_cron job';

create function cron.unschedule(job_id bigint) returns boolean
language plpgsql strict set search_path = pg_catalog, pg_temp as $$
declare
  removed int;
begin
  if cron._job_owner(job_id) is null then
    raise exception 'could not find valid entry for job %', job_id using errcode = 'XX000';
  end if;
  perform cron._api(true);
  delete from cron.job where jobid = job_id;
  get diagnostics removed = row_count;
  perform cron._api(false);
  if removed = 0 then
    raise exception 'permission denied for table job' using errcode = '42501';
  end if;
  return true;
end $$;
comment on function cron.unschedule(bigint) is 'unschedule a pg_cron job';

create function cron.unschedule(job_name text) returns boolean
language plpgsql strict set search_path = pg_catalog, pg_temp as $$
declare
  removed int;
begin
  perform cron._api(true);
  delete from cron.job where jobname = job_name and username = current_user;
  get diagnostics removed = row_count;
  perform cron._api(false);
  if removed = 0 then
    raise exception 'could not find valid entry for job ''%''', job_name using errcode = 'XX000';
  end if;
  return true;
end $$;
comment on function cron.unschedule(text) is 'unschedule a pg_cron job';

create function cron.alter_job(job_id bigint, schedule text default null, command text default null, database text default null,
  username text default null, active boolean default null) returns void
language plpgsql set search_path = pg_catalog, pg_temp as $$
declare
  who text := coalesce(username, current_user);
  changed int;
begin
  if job_id is null then
    raise exception 'job_id can not be NULL' using errcode = 'XX000';
  end if;
  if username is not null then
    if not cron._is_superuser() then
      raise exception 'must be superuser to alter username' using errcode = 'XX000';
    end if;
    perform cron._role_that_logs_in(username);
  end if;
  if database is not null then
    perform cron._may_connect(who, database);
  end if;
  if schedule is not null then
    perform cron._check_schedule(schedule);
  end if;
  if schedule is null and command is null and database is null and username is null and active is null then
    raise exception 'no updates specified'
      using errcode = 'XX000', hint = 'You must specify at least one job attribute to change when calling alter_job';
  end if;
  perform cron._api(true);
  update cron.job j set
    schedule = coalesce(alter_job.schedule, j.schedule),
    command = coalesce(alter_job.command, j.command),
    database = coalesce(alter_job.database, j.database),
    username = coalesce(alter_job.username, j.username),
    active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id and (cron._is_superuser() or j.username = current_user);
  get diagnostics changed = row_count;
  perform cron._api(false);
  if changed = 0 then
    raise exception 'Job % does not exist or you don''t own it', job_id using errcode = 'XX000';
  end if;
end $$;
comment on function cron.alter_job(bigint, text, text, text, text, boolean) is
  'Alter the job identified by job_id. Any option left as NULL will not be modified.';
