-- Jobs at scale (bench/results/jobs.md): the owner's read of applications checked the ownership
-- once per row (a function call per candidate); a semi-join against the owner's opportunities is
-- planned once. search_opportunities loses its `set search_path` (every name in it is qualified,
-- and it is security invoker), so the planner can inline it with the caller's constants and use
-- the partial indexes.
drop policy "applications: owners read those of their opportunities" on public.applications;
create policy "applications: owners read those of their opportunities" on public.applications
  for select to authenticated using (
    opportunity_id in (select o.id from public.opportunities o where o.owner_id = (select auth.uid())));

alter function public.search_opportunities(text, uuid, uuid, text, text, text, text, integer, integer, date, text, numeric, uuid, integer)
  reset search_path;
