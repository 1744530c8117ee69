-- The counts of /admin/contratos' tabs in one call: every contract by state, for administrators
-- (anyone else gets no rows). Runs as the caller: RLS applies.
create or replace function public.admin_contract_counts()
returns table (status text, total integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.status, count(*)::int
  from public.contracts c
  where (select public.is_admin())
  group by c.status
$$;

revoke execute on function public.admin_contract_counts() from public, anon;
grant execute on function public.admin_contract_counts() to authenticated;

-- The lists of /admin/contratos at scale: each state's tab newest first (the disputes have their
-- own partial index), the latest public reviews and the recently hidden ones.
create index contracts_status_recent_idx on public.contracts (status, updated_at desc, id desc);
create index reviews_public_recent_idx on public.reviews (revealed_at desc, id desc)
  where revealed_at is not null and hidden_at is null;
create index reviews_hidden_recent_idx on public.reviews (hidden_at desc) where hidden_at is not null;
