-- Upgrades a local database made by an earlier version of the stack, where `postgres` was the
-- cluster's bootstrap superuser (PostgreSQL refuses to take SUPERUSER away from that role). Run
-- in one transaction by a temporary superuser (supabase/local/platform.ts): the bootstrap
-- superuser becomes supabase_admin, a new `postgres` role takes over every object the
-- migrations, the seed and the user made, and data stays as it was. roles.sql, bootstrap.sql,
-- privileges.sql and supautils.sql then give each object its hosted owner and privileges.

-- The earlier bootstrap made a placeholder supabase_admin (no login, owns nothing).
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_admin' and oid <> 10) then
    execute 'drop owned by supabase_admin';
    execute 'drop role supabase_admin';
  end if;
end $$;

alter role postgres rename to supabase_admin;
alter role supabase_admin with superuser login;
create role postgres login;

-- Everything the bootstrap superuser owns in this database, apart from what initdb made and what
-- belongs to an extension, goes to the new postgres.
do $$
declare
  o record;
  first_user_oid constant oid := 16384;
begin
  for o in
    select n.nspname from pg_namespace n
    where n.nspowner = 10 and n.oid >= first_user_oid
      and not exists (select 1 from pg_depend d where d.classid = 'pg_namespace'::regclass and d.objid = n.oid and d.deptype = 'e')
  loop
    execute format('alter schema %I owner to postgres', o.nspname);
  end loop;

  for o in
    select c.oid::regclass::text as name,
           case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence'
                          when 'f' then 'foreign table' when 'c' then 'type' else 'table' end as kind
    from pg_class c
    where c.relowner = 10 and c.oid >= first_user_oid and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f', 'c')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid
                      and d.deptype in ('e', 'a', 'i'))
  loop
    execute format('alter %s %s owner to postgres', o.kind, o.name);
  end loop;

  for o in
    select p.oid::regprocedure::text as name from pg_proc p
    where p.proowner = 10 and p.oid >= first_user_oid
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  loop
    execute format('alter routine %s owner to postgres', o.name);
  end loop;

  for o in
    select t.oid::regtype::text as name from pg_type t
    where t.typowner = 10 and t.oid >= first_user_oid and t.typtype in ('e', 'd', 'r')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
  loop
    execute format('alter type %s owner to postgres', o.name);
  end loop;

  for o in select p.pubname from pg_publication p where p.pubowner = 10 loop
    execute format('alter publication %I owner to postgres', o.pubname);
  end loop;
end $$;
