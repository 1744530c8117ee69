-- The counts of /contratos' tabs in one call: the caller's contracts by state, and their proposals
-- in negotiation (all of them, and those waiting for the caller's answer). Runs as the caller:
-- RLS applies, and the hirer / creator indexes of contracts and proposals answer it.
create or replace function public.hiring_counts()
returns table (kind text, status text, total integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select 'contract', c.status, count(*)::int
  from public.contracts c
  where c.hirer_id = (select auth.uid())
  group by c.status
  union all
  select 'contract', c.status, count(*)::int
  from public.contracts c
  where c.creator_id = (select auth.uid())
  group by c.status
  union all
  select 'proposal', case when p.awaiting = case when p.hirer_id = (select auth.uid()) then 'hirer' else 'creator' end
      then 'awaiting_me' else 'awaiting_other' end, count(*)::int
  from public.proposals p
  where p.status = 'pending' and (select auth.uid()) in (p.hirer_id, p.creator_id)
  group by 2
$$;

revoke execute on function public.hiring_counts() from public, anon;
grant execute on function public.hiring_counts() to authenticated;
