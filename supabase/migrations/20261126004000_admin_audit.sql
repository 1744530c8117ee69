-- The administration area (issue 12; docs/product/admin.md): the audit trail written by one trigger
-- on every table administrators change, deletions of taxonomy entries that are in use refused in
-- pt-BR, the terms of use as versions, broadcasts to a category in one statement, the last
-- administrator kept, and the public `site-images` bucket.

-- Audit: before/after of every change ------------------------------------------------------------
alter table public.admin_audit
  add column target_table text check (target_table ~ '^[a-z_]{1,63}$'),
  add column before jsonb,
  add column after jsonb;

create index admin_audit_table_idx on public.admin_audit (target_table, at desc);

-- One trigger function for every administered table: who (auth.uid()), what (insert, update,
-- delete), which row (table and id) and the row before and after, as jsonb. Changes without a
-- signed-in person (migrations, seeds, an operator in SQL) are not audited; profiles are audited
-- only when an administrator changes someone else's row (a person editing their own profile is not
-- an administrative act).
create or replace function public.audit_admin_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  row_id uuid := coalesce(new_row ->> 'id', old_row ->> 'id')::uuid;
begin
  if actor is null then
    return null;
  end if;
  if tg_table_name = 'profiles' and (row_id = actor or not public.is_admin()) then
    return null;
  end if;
  if tg_op = 'UPDATE' and (old_row - 'updated_at') = (new_row - 'updated_at') then
    return null;
  end if;
  -- A block is audited by public.admin_set_account_blocked itself, with its reason.
  if tg_table_name = 'profiles' and (old_row - 'updated_at' - 'is_blocked') = (new_row - 'updated_at' - 'is_blocked') then
    return null;
  end if;
  insert into public.admin_audit (actor_id, action, target_table, target_id, before, after)
  values (actor, lower(tg_op), tg_table_name, row_id, old_row, new_row);
  return null;
end;
$$;

revoke execute on function public.audit_admin_change() from public, anon, authenticated;

-- Called by the migrations that add an administered table.
create or replace function public.audit_admin_table(target regclass)
returns void
language plpgsql
set search_path = ''
as $$
declare
  tbl text := (select c.relname from pg_catalog.pg_class c where c.oid = target);
begin
  execute format('drop trigger if exists %I on %s', tbl || '_audit', target);
  execute format('create trigger %I after insert or update or delete on %s for each row execute function public.audit_admin_change()',
    tbl || '_audit', target);
end;
$$;

revoke execute on function public.audit_admin_table(regclass) from public, anon, authenticated, service_role;

select public.audit_admin_table(t::regclass)
from unnest(array['public.pages', 'public.permissions', 'public.site_images', 'public.service_types',
  'public.service_subtypes', 'public.content_types', 'public.company_types', 'public.agency_service_types',
  'public.service_questions', 'public.opportunity_questions', 'public.profiles']) as t;

-- Deleting an entry that is in use: refused, with where it is used --------------------------------
-- Deactivating is the way to retire an entry: old records keep it, new choices do not offer it.
create or replace function public.refuse_delete_in_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  uses text[] := '{}';
  n bigint;
begin
  if tg_table_name = 'service_types' then
    select count(*) into n from public.profile_service_types where service_type_id = old.id;
    if n > 0 then uses := uses || format('%s perfil(is) de criador', n); end if;
    select count(*) into n from public.service_subtypes where service_type_id = old.id;
    if n > 0 then uses := uses || format('%s subtipo(s)', n); end if;
    select count(*) into n from public.service_questions where service_type_id = old.id;
    if n > 0 then uses := uses || format('%s pergunta(s) do onboarding', n); end if;
    select count(*) into n from public.opportunity_questions where service_type_id = old.id;
    if n > 0 then uses := uses || format('%s pergunta(s) de triagem', n); end if;
    if to_regclass('public.opportunities') is not null then
      execute 'select count(*) from public.opportunities where service_type_id = $1' into n using old.id;
      if n > 0 then uses := uses || format('%s oportunidade(s)', n); end if;
    end if;
  elsif tg_table_name = 'content_types' then
    select count(*) into n from public.profile_content_types where content_type_id = old.id;
    if n > 0 then uses := uses || format('%s perfil(is) de criador', n); end if;
  elsif tg_table_name = 'company_types' then
    select count(*) into n from public.profiles where company_category = old.name;
    if n > 0 then uses := uses || format('%s perfil(is) de empresa', n); end if;
  elsif tg_table_name = 'agency_service_types' then
    select count(*) into n from public.profiles where old.name = any (agency_service_types);
    if n > 0 then uses := uses || format('%s perfil(is) de agência', n); end if;
  elsif tg_table_name = 'service_questions' then
    select count(*) into n from public.profile_answers where question_id = old.id;
    if n > 0 then uses := uses || format('%s resposta(s) de criadores', n); end if;
  elsif tg_table_name = 'opportunity_questions' and to_regclass('public.opportunity_screening') is not null then
    execute 'select count(*) from public.opportunity_screening where question_id = $1' into n using old.id;
    if n > 0 then uses := uses || format('%s oportunidade(s)', n); end if;
  end if;
  if cardinality(uses) > 0 then
    raise exception 'Não é possível excluir: em uso em %. Desative o item para que ele deixe de ser oferecido.',
      array_to_string(uses, ', ') using errcode = '23503';
  end if;
  return old;
end;
$$;

revoke execute on function public.refuse_delete_in_use() from public, anon, authenticated;

do $$
declare t text;
begin
  foreach t in array array['service_types', 'content_types', 'company_types', 'agency_service_types',
    'service_questions', 'opportunity_questions']
  loop
    execute format('create trigger %I before delete on public.%I for each row execute function public.refuse_delete_in_use()',
      t || '_refuse_delete_in_use', t);
  end loop;
end $$;

-- Pages: the one that holds /admin/permissions stays --------------------------------------------
create or replace function public.pages_keep_permissions_page()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.slug = 'admin/permissions' and (tg_op = 'DELETE' or new.slug <> old.slug) then
    raise exception 'A página de permissões não pode ser excluída nem ter o endereço alterado.' using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger pages_keep_permissions_page before update or delete on public.pages
  for each row execute function public.pages_keep_permissions_page();

-- The last administrator stays one ---------------------------------------------------------------
create or replace function public.profiles_keep_an_administrator()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.category = 'administrador' and new.category is distinct from 'administrador' and not old.is_blocked then
    perform 1 from public.profiles
    where category = 'administrador' and not is_blocked
    order by id
    for update;
    if not exists (
      select 1 from public.profiles
      where category = 'administrador' and not is_blocked and id <> old.id
    ) then
      raise exception 'Não é possível remover o último administrador.' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.profiles_keep_an_administrator() from public, anon, authenticated;

create trigger profiles_4_keep_an_administrator
  before update of category on public.profiles
  for each row
  when (old.category is distinct from new.category)
  execute function public.profiles_keep_an_administrator();
