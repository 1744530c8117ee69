-- Copy pass (issue 16 item 11): the pipeline's notifications speak of the application, not of the
-- person's gender ('Sua candidatura foi selecionada!' becomes 'Sua candidatura foi selecionada!'), and an
-- applicant without a name is 'Alguém', not 'Alguém'. Same function otherwise (from
-- 20261126001100_jobs_rules.sql); the trigger keeps calling it.
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
    select coalesce(nullif(full_name, ''), 'Alguém') into creator_name from public.profiles where id = new.creator_id;
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
      perform public.notify_jobs(new.creator_id, 'application_selected', 'Sua candidatura foi selecionada!',
        format('%s selecionou sua candidatura para "%s".', company, opp.title), '/jobs/minhasoportunidades');
    else
      perform public.notify_jobs(new.creator_id, 'application_discarded', 'Candidatura não selecionada',
        format('%s não seguiu com sua candidatura para "%s".', company, opp.title), '/jobs/discarded');
    end if;
  end if;
  return null;
end;
$$;
