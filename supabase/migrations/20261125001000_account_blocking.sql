-- Blocked accounts (issue 7 item 6). Blocking an account must end its sessions, stop it from
-- signing in again (GoTrue's banned_until) and stop it from writing anything, whatever access
-- token it still holds. Administrators block and unblock through one function,
-- public.admin_set_account_blocked, which also records the change in admin_audit.
--
-- Runs as on hosted Supabase, where `postgres` is not a superuser: it only uses its grants on
-- auth.users / auth.sessions and creates policies on storage.objects; no auth table is altered.

-- Who may write ---------------------------------------------------------------------------------
-- True when the caller has a profile that is not blocked. security definer: policies call it and
-- it reads profiles without recursing into their policies.
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
  )
$$;

comment on function public.is_active_user() is
  'True when the caller has a profile that is not blocked. Every write policy of the API roles requires it.';

revoke execute on function public.is_active_user() from public, anon;
grant execute on function public.is_active_user() to authenticated, service_role;

-- The reusable wall: three restrictive policies (insert, update, delete) that require
-- public.is_active_user() for the role authenticated. Restrictive policies are ANDed with the
-- table's own permissive ones, so whatever a table allows, a blocked account may not write it.
-- Every table the API can write gets them; a feature migration that adds a table calls
--   select public.deny_writes_of_blocked_accounts('public.my_table');
-- (supabase/tests/account-blocking.test.ts fails for a table that lacks them). Reads stay as
-- the table's policies say: the app must still read the own profile to see the block.
create or replace function public.deny_writes_of_blocked_accounts(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
declare
  tbl text := (select c.relname from pg_catalog.pg_class c where c.oid = target);
begin
  execute format('drop policy if exists %I on %s', tbl || ': blocked accounts do not insert', target);
  execute format('drop policy if exists %I on %s', tbl || ': blocked accounts do not update', target);
  execute format('drop policy if exists %I on %s', tbl || ': blocked accounts do not delete', target);
  execute format('create policy %I on %s as restrictive for insert to authenticated with check ((select public.is_active_user()))',
    tbl || ': blocked accounts do not insert', target);
  execute format('create policy %I on %s as restrictive for update to authenticated using ((select public.is_active_user())) with check ((select public.is_active_user()))',
    tbl || ': blocked accounts do not update', target);
  execute format('create policy %I on %s as restrictive for delete to authenticated using ((select public.is_active_user()))',
    tbl || ': blocked accounts do not delete', target);
end;
$$;

comment on function public.deny_writes_of_blocked_accounts(regclass) is
  'Migration helper: adds the restrictive insert/update/delete policies that refuse writes by blocked accounts.';

revoke execute on function public.deny_writes_of_blocked_accounts(regclass) from public, anon, authenticated, service_role;

-- Every table of the public schema that exists now, and Storage's objects (all buckets).
do $$
declare t regclass;
begin
  for t in
    select c.oid::regclass
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
    order by c.relname
  loop
    perform public.deny_writes_of_blocked_accounts(t);
  end loop;
end $$;

select public.deny_writes_of_blocked_accounts('storage.objects');

-- Administrators' audit trail (docs/domain/model.md: actor, action, target, at) ----------
-- Written only by security definer functions; administrators read it. The target is kept as a
-- bare id (no foreign key), so the record of an action outlives the account it concerned.
create table public.admin_audit (
  id bigint generated always as identity primary key,
  actor_id uuid references public.profiles (id) on delete set null,
  action text not null check (char_length(action) between 1 and 80),
  target_id uuid,
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object'),
  at timestamptz not null default now()
);

create index admin_audit_at_idx on public.admin_audit (at desc);
create index admin_audit_target_idx on public.admin_audit (target_id, at desc);
create index admin_audit_actor_idx on public.admin_audit (actor_id);

alter table public.admin_audit enable row level security;
revoke all on public.admin_audit from anon;
revoke insert, update, delete, truncate on public.admin_audit from authenticated;
create policy "admin_audit: administrators read" on public.admin_audit
  for select to authenticated using ((select public.is_admin()));
select public.deny_writes_of_blocked_accounts('public.admin_audit');

-- The account side of a block -----------------------------------------------------------------
-- A blocked account is banned in Auth (GoTrue refuses its sign-in and refresh with user_banned)
-- and every session is deleted (the refresh tokens go with them); an unblocked one is unbanned.
-- Access tokens already issued stay valid until they expire: RLS above refuses their writes and
-- the app signs them out at the next page (lib/auth/page-access.ts).
create or replace function public.sync_account_ban(target uuid, blocked boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if blocked then
    -- Far in the future, as GoTrue's ban_duration does; never 'infinity', which Auth cannot read.
    update auth.users set banned_until = now() + interval '100 years', updated_at = now() where id = target;
    delete from auth.sessions where user_id = target;
  else
    update auth.users set banned_until = null, updated_at = now()
     where id = target and banned_until is not null;
  end if;
end;
$$;

revoke execute on function public.sync_account_ban(uuid, boolean) from public, anon, authenticated;

create or replace function public.profiles_sync_block()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.sync_account_ban(new.id, new.is_blocked);
  return null;
end;
$$;

revoke execute on function public.profiles_sync_block() from public, anon, authenticated;

-- Whoever changes is_blocked (the function below, the service role, an operator in SQL), Auth follows.
create trigger profiles_3_sync_block
  after update of is_blocked on public.profiles
  for each row
  when (old.is_blocked is distinct from new.is_blocked)
  execute function public.profiles_sync_block();

-- The operation ---------------------------------------------------------------------------------
-- Blocks or unblocks `target`. Only an administrator who is not blocked may call it, and nobody
-- blocks themselves: so the caller always remains, and the last active administrator can never
-- be blocked. The active administrators' rows are locked first, so two administrators blocking
-- each other at the same moment cannot leave the platform without one (the second finds itself
-- blocked once the first commits, and is refused).
create or replace function public.admin_set_account_blocked(target uuid, blocked boolean, reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  admins uuid[];
  was_blocked boolean;
  why text := nullif(btrim(coalesce(reason, '')), '');
begin
  if target is null or blocked is null then
    raise exception 'Informe a conta e se ela deve ser bloqueada.' using errcode = '22023';
  end if;
  if char_length(why) > 500 then
    raise exception 'O motivo deve ter no máximo 500 caracteres.' using errcode = '22001';
  end if;
  select coalesce(array_agg(a.id), '{}') into admins
  from (
    select p.id from public.profiles p
    where p.category = 'administrador' and not p.is_blocked
    order by p.id
    for update
  ) a;
  if me is null or not (me = any (admins)) then
    raise exception 'Apenas administradores podem bloquear ou desbloquear contas.' using errcode = '42501';
  end if;
  if blocked and target = me then
    raise exception 'Você não pode bloquear a sua própria conta.' using errcode = '42501';
  end if;
  select p.is_blocked into was_blocked from public.profiles p where p.id = target for update;
  if not found then
    raise exception 'Conta não encontrada.' using errcode = 'P0002';
  end if;

  if was_blocked is distinct from blocked then
    update public.profiles set is_blocked = blocked where id = target; -- profiles_3_sync_block follows
  else
    perform public.sync_account_ban(target, blocked); -- again: a session may have slipped in
  end if;

  insert into public.admin_audit (actor_id, action, target_id, details)
  values (me, case when blocked then 'account_blocked' else 'account_unblocked' end, target,
          case when why is null then '{}'::jsonb else jsonb_build_object('reason', why) end);
end;
$$;

comment on function public.admin_set_account_blocked(uuid, boolean, text) is
  'Administrators: block (ban in Auth, end every session, refuse writes) or unblock an account; audited.';

revoke execute on function public.admin_set_account_blocked(uuid, boolean, text) from public, anon;
grant execute on function public.admin_set_account_blocked(uuid, boolean, text) to authenticated;
