-- Counting a person's contracts without reading them (bench/results/hiring.md): hiring_counts()
-- (the tabs of /contratos) and dashboard_hiring_figures() (/dashboard) run as the caller, so the
-- contracts policy ((select auth.uid()) in (hirer_id, creator_id)) is checked on every counted
-- row. contracts_hirer_idx / contracts_creator_idx hold one party and the state, not the other
-- party, so each count went to the table for every contract of the person: about 1,400 pages and
-- 2.6 ms for a hirer with 2,000 contracts, growing with the history. With the other party (and
-- the value the dashboard sums) carried in the index, both become index-only scans (0.4 ms for the
-- same hirer). Same keys as before: the lists' order (updated_at desc, id) is unchanged.
drop index if exists public.contracts_hirer_idx;
create index contracts_hirer_idx on public.contracts (hirer_id, status, updated_at desc, id) include (creator_id, value_cents);

drop index if exists public.contracts_creator_idx;
create index contracts_creator_idx on public.contracts (creator_id, status, updated_at desc, id) include (hirer_id, value_cents);
