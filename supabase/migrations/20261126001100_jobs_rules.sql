-- Jobs: who may change what (guard triggers), the counts kept on opportunities, and the
-- notifications the pipeline sends (DOMAIN.md "Chat and notifications").

-- Ownership checks the policies share; security definer so a policy on applications can look at
-- opportunities (and back) without recursing through their policies.
create or replace function public.owns_opportunity(opportunity uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.opportunities where id = opportunity and owner_id = (select auth.uid()))
$$;

create or replace function public.has_applied(opportunity uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.applications where opportunity_id = opportunity and creator_id = (select auth.uid()))
$$;

create or replace function public.was_invited(opportunity uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.opportunity_invites where opportunity_id = opportunity and creator_id = (select auth.uid()))
$$;

revoke execute on function public.owns_opportunity(uuid), public.has_applied(uuid), public.was_invited(uuid) from public, anon;
grant execute on function public.owns_opportunity(uuid), public.has_applied(uuid), public.was_invited(uuid)
  to authenticated, service_role;

-- A notification from the jobs triggers (bypasses the notifications policies on purpose).
create or replace function public.notify_jobs(recipient uuid, notification_kind text, notification_title text,
  notification_body text, notification_link text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (profile_id, kind, title, body, link)
  values (recipient, notification_kind, left(notification_title, 200), left(notification_body, 2000), notification_link)
$$;
revoke execute on function public.notify_jobs(uuid, text, text, text, text) from public, anon, authenticated;

-- Opportunities ----------------------------------------------------------------------------------
-- Status moves draft → open, open → closed, closed → open; a published one never returns to draft.
-- The owner never changes, and the counts are the triggers' own.
create or replace function public.opportunities_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if (select auth.uid()) is not null then
      new.applications_count := 0;
      new.unviewed_count := 0;
      new.selected_count := 0;
    end if;
    if new.status <> 'draft' and new.published_at is null then
      new.published_at := now();
    end if;
    return new;
  end if;
  if new.owner_id <> old.owner_id then
    raise exception 'A oportunidade não pode mudar de dono.' using errcode = '42501';
  end if;
  if new.status <> old.status then
    if not ((old.status = 'draft' and new.status = 'open')
        or (old.status = 'open' and new.status = 'closed')
        or (old.status = 'closed' and new.status = 'open')) then
      raise exception 'Mudança de status não permitida: % → %.', old.status, new.status using errcode = '23514';
    end if;
    if old.status = 'draft' then
      new.published_at := now();
    end if;
  end if;
  if new.published_at is distinct from old.published_at and not (old.status = 'draft' and new.status = 'open') then
    new.published_at := old.published_at;
  end if;
  if pg_trigger_depth() = 1 and (select auth.uid()) is not null then
    new.applications_count := old.applications_count;
    new.unviewed_count := old.unviewed_count;
    new.selected_count := old.selected_count;
  end if;
  return new;
end;
$$;

create trigger opportunities_1_guard before insert or update on public.opportunities
  for each row execute function public.opportunities_guard();

-- A published opportunity whose dates, pay or deliverables change tells its applicants.
create or replace function public.opportunities_notify_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'open' and new.status = 'open' and (
      new.application_deadline is distinct from old.application_deadline
      or new.starts_on is distinct from old.starts_on or new.ends_on is distinct from old.ends_on
      or new.pay_type is distinct from old.pay_type or new.budget_min is distinct from old.budget_min
      or new.budget_max is distinct from old.budget_max or new.deliverables is distinct from old.deliverables
      or new.payment_terms is distinct from old.payment_terms) then
    insert into public.notifications (profile_id, kind, title, body, link)
    select a.creator_id, 'opportunity_changed', 'Oportunidade alterada',
      left(format('"%s" teve prazos, pagamento ou entregas alterados. Confira os detalhes.', new.title), 2000),
      '/jobs/opportunities?id=' || new.id
    from public.applications a
    where a.opportunity_id = new.id and a.status <> 'discarded';
  end if;
  return null;
end;
$$;

create trigger opportunities_2_notify_change after update on public.opportunities
  for each row execute function public.opportunities_notify_change();

-- Applications -----------------------------------------------------------------------------------
-- Insert: only to an open opportunity before its deadline, never one's own, always pending, with
-- every must-have screening question answered. Update: the creator changes their pitch, price,
-- delivery and answers while pending; the owner changes only status, discard_reason and viewed_at.
create or replace function public.applications_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  opp public.opportunities;
  missing integer;
begin
  select * into opp from public.opportunities where id = new.opportunity_id;
  if tg_op = 'INSERT' then
    if me is not null then
      if opp.id is null or opp.status <> 'open' then
        raise exception 'Esta oportunidade não está aberta para candidaturas.' using errcode = '23514';
      end if;
      if opp.application_deadline is not null and opp.application_deadline < (now() at time zone 'America/Sao_Paulo')::date then
        raise exception 'O prazo de candidatura desta oportunidade terminou.' using errcode = '23514';
      end if;
      if opp.owner_id = new.creator_id then
        raise exception 'Você não pode se candidatar à sua própria oportunidade.' using errcode = '23514';
      end if;
      new.status := 'pending';
      new.discard_reason := null;
      new.viewed_at := null;
      new.decided_at := null;
      new.created_at := now();
    end if;
    select count(*) into missing
    from public.opportunity_screening s
    where s.opportunity_id = new.opportunity_id and s.must_have
      and (not (new.answers ? s.id::text) or btrim(new.answers ->> s.id::text) = ''
        or new.answers -> s.id::text in ('[]'::jsonb, 'null'::jsonb));
    if me is not null and missing > 0 then
      raise exception 'Responda todas as perguntas obrigatórias.' using errcode = '23514';
    end if;
    return new;
  end if;

  -- UPDATE
  if new.opportunity_id <> old.opportunity_id or new.creator_id <> old.creator_id or new.created_at <> old.created_at then
    raise exception 'Esta candidatura não pode ser movida.' using errcode = '42501';
  end if;
  if me is null or (select public.is_admin()) then
    null; -- the platform and administrators
  elsif me = old.creator_id then
    if new.status <> old.status or new.discard_reason is distinct from old.discard_reason
        or new.viewed_at is distinct from old.viewed_at or new.decided_at is distinct from old.decided_at then
      raise exception 'Só quem publicou a oportunidade muda o status da candidatura.' using errcode = '42501';
    end if;
    if old.status <> 'pending' then
      raise exception 'Só é possível alterar candidaturas pendentes.' using errcode = '23514';
    end if;
  elsif me = opp.owner_id then
    if new.pitch <> old.pitch or new.proposed_price is distinct from old.proposed_price
        or new.delivery_days is distinct from old.delivery_days or new.answers <> old.answers then
      raise exception 'A proposta é de quem se candidatou.' using errcode = '42501';
    end if;
  else
    raise exception 'Sem permissão.' using errcode = '42501';
  end if;

  if new.status <> old.status then
    -- pending → selected | discarded, and back (undo); selected ⇄ discarded
    new.decided_at := case when new.status = 'pending' then null else now() end;
    if new.status <> 'discarded' then
      new.discard_reason := null;
    end if;
    if new.viewed_at is null then
      new.viewed_at := now();
    end if;
  end if;
  return new;
end;
$$;

create trigger applications_1_guard before insert or update on public.applications
  for each row execute function public.applications_guard();

-- Counts on the opportunity and the notifications of the pipeline.
create or replace function public.applications_after()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  opp public.opportunities;
  creator_name text;
  company text;
begin
  if tg_op = 'DELETE' then
    update public.opportunities set
      applications_count = greatest(applications_count - 1, 0),
      unviewed_count = greatest(unviewed_count - (old.viewed_at is null)::int, 0),
      selected_count = greatest(selected_count - (old.status = 'selected')::int, 0)
    where id = old.opportunity_id;
    return null;
  end if;

  select * into opp from public.opportunities where id = new.opportunity_id;
  if tg_op = 'INSERT' then
    update public.opportunities set
      applications_count = applications_count + 1,
      unviewed_count = unviewed_count + (new.viewed_at is null)::int,
      selected_count = selected_count + (new.status = 'selected')::int
    where id = new.opportunity_id;
    select coalesce(nullif(full_name, ''), 'Um criador') into creator_name from public.profiles where id = new.creator_id;
    perform public.notify_jobs(opp.owner_id, 'application_received', 'Nova candidatura',
      format('%s se candidatou a "%s".', creator_name, opp.title),
      '/jobs/candidates?opportunity=' || opp.id);
    return null;
  end if;

  if (old.viewed_at is null) <> (new.viewed_at is null) or old.status <> new.status then
    update public.opportunities set
      unviewed_count = greatest(unviewed_count + (new.viewed_at is null)::int - (old.viewed_at is null)::int, 0),
      selected_count = greatest(selected_count + (new.status = 'selected')::int - (old.status = 'selected')::int, 0)
    where id = new.opportunity_id;
  end if;
  if new.status <> old.status and new.status in ('selected', 'discarded') then
    select coalesce(nullif(company_name, ''), nullif(full_name, ''), 'A empresa') into company
    from public.profiles where id = opp.owner_id;
    if new.status = 'selected' then
      perform public.notify_jobs(new.creator_id, 'application_selected', 'Você foi selecionado(a)!',
        format('%s selecionou sua candidatura para "%s".', company, opp.title), '/jobs/minhasoportunidades');
    else
      perform public.notify_jobs(new.creator_id, 'application_discarded', 'Candidatura não selecionada',
        format('%s não seguiu com sua candidatura para "%s".', company, opp.title), '/jobs/discarded');
    end if;
  end if;
  return null;
end;
$$;

create trigger applications_2_after after insert or update or delete on public.applications
  for each row execute function public.applications_after();

-- Invites: the owner of an open opportunity invites a creator; the creator is told.
create or replace function public.opportunity_invites_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  opp public.opportunities;
  company text;
begin
  select * into opp from public.opportunities where id = new.opportunity_id;
  if opp.id is null or opp.status <> 'open' then
    raise exception 'Só é possível convidar para oportunidades abertas.' using errcode = '23514';
  end if;
  if not exists (select 1 from public.profiles where id = new.creator_id and category = 'Quero Oferecer meu serviço') then
    raise exception 'Só criadores podem ser convidados.' using errcode = '23514';
  end if;
  if (select auth.uid()) is not null then
    new.invited_by := (select auth.uid());
  end if;
  select coalesce(nullif(company_name, ''), nullif(full_name, ''), 'Uma empresa') into company from public.profiles where id = opp.owner_id;
  perform public.notify_jobs(new.creator_id, 'opportunity_invite', 'Convite para oportunidade',
    format('%s convidou você para "%s".', company, opp.title), '/jobs/opportunities?id=' || opp.id);
  return new;
end;
$$;

create trigger opportunity_invites_1_guard before insert on public.opportunity_invites
  for each row execute function public.opportunity_invites_guard();

revoke execute on function public.opportunities_guard(), public.opportunities_notify_change(),
  public.applications_guard(), public.applications_after(), public.opportunity_invites_guard() from public, anon, authenticated;
