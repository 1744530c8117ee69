-- Jobs: row level security. Anyone signed in reads open opportunities; owners read and write
-- their own in every status; creators read and write only their own applications; the owner of an
-- opportunity reads its applications and changes only status, discard_reason and viewed_at
-- (column grants here, the rest in applications_guard); administrators read everything.
alter table public.opportunities enable row level security;
alter table public.opportunity_screening enable row level security;
alter table public.applications enable row level security;
alter table public.opportunity_invites enable row level security;

revoke all on public.opportunities, public.opportunity_screening, public.applications, public.opportunity_invites from anon;
revoke truncate on public.opportunities, public.opportunity_screening, public.applications, public.opportunity_invites from authenticated;

-- opportunities
revoke update on public.opportunities from authenticated;
grant update (status, title, description, service_type_id, service_subtypes, content_type_ids, platforms,
  deliverables, usage_rights, creators_wanted, application_deadline, starts_on, ends_on, location_type, city,
  state, niches, min_followers, creator_states, requirements, pay_type, budget_min, budget_max, payment_terms)
  on public.opportunities to authenticated;

create policy "opportunities: signed-in users read open ones" on public.opportunities
  for select to authenticated using (status = 'open');
create policy "opportunities: owners read their own" on public.opportunities
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "opportunities: applicants and invitees read theirs" on public.opportunities
  for select to authenticated using ((select public.has_applied(id)) or (select public.was_invited(id)));
create policy "opportunities: administrators read all" on public.opportunities
  for select to authenticated using ((select public.is_admin()));
create policy "opportunities: hirers create their own" on public.opportunities
  for insert to authenticated with check (owner_id = (select auth.uid()) and (select public.is_hirer()));
create policy "opportunities: owners update their own" on public.opportunities
  for update to authenticated using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "opportunities: administrators update" on public.opportunities
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "opportunities: owners delete drafts" on public.opportunities
  for delete to authenticated using (owner_id = (select auth.uid()) and status = 'draft');
create policy "opportunities: administrators delete" on public.opportunities
  for delete to authenticated using ((select public.is_admin()));
select public.deny_writes_of_blocked_accounts('public.opportunities');

-- opportunity_screening: readable with its opportunity, written by its owner
create policy "opportunity_screening: readable with the opportunity" on public.opportunity_screening
  for select to authenticated using (
    exists (select 1 from public.opportunities o where o.id = opportunity_id));
create policy "opportunity_screening: owners insert" on public.opportunity_screening
  for insert to authenticated with check ((select public.owns_opportunity(opportunity_id)));
create policy "opportunity_screening: owners update" on public.opportunity_screening
  for update to authenticated using ((select public.owns_opportunity(opportunity_id)))
  with check ((select public.owns_opportunity(opportunity_id)));
create policy "opportunity_screening: owners delete" on public.opportunity_screening
  for delete to authenticated using ((select public.owns_opportunity(opportunity_id)));
select public.deny_writes_of_blocked_accounts('public.opportunity_screening');

-- applications
revoke update on public.applications from authenticated;
grant update (pitch, proposed_price, delivery_days, answers, status, discard_reason, viewed_at)
  on public.applications to authenticated;

create policy "applications: creators read their own" on public.applications
  for select to authenticated using (creator_id = (select auth.uid()));
create policy "applications: owners read those of their opportunities" on public.applications
  for select to authenticated using ((select public.owns_opportunity(opportunity_id)));
create policy "applications: administrators read all" on public.applications
  for select to authenticated using ((select public.is_admin()));
create policy "applications: creators apply" on public.applications
  for insert to authenticated with check (creator_id = (select auth.uid()) and (select public.is_creator()));
create policy "applications: creators update their own" on public.applications
  for update to authenticated using (creator_id = (select auth.uid())) with check (creator_id = (select auth.uid()));
create policy "applications: owners decide" on public.applications
  for update to authenticated using ((select public.owns_opportunity(opportunity_id)))
  with check ((select public.owns_opportunity(opportunity_id)));
create policy "applications: creators withdraw pending ones" on public.applications
  for delete to authenticated using (creator_id = (select auth.uid()) and status = 'pending');
select public.deny_writes_of_blocked_accounts('public.applications');

-- opportunity_invites
create policy "opportunity_invites: creator and inviter read" on public.opportunity_invites
  for select to authenticated using (
    creator_id = (select auth.uid()) or (select public.owns_opportunity(opportunity_id)) or (select public.is_admin()));
create policy "opportunity_invites: owners invite" on public.opportunity_invites
  for insert to authenticated with check ((select public.owns_opportunity(opportunity_id)));
create policy "opportunity_invites: owners withdraw" on public.opportunity_invites
  for delete to authenticated using ((select public.owns_opportunity(opportunity_id)));
revoke update on public.opportunity_invites from authenticated;
select public.deny_writes_of_blocked_accounts('public.opportunity_invites');

alter publication supabase_realtime add table public.applications;
