-- The "Propostas" tab lists a person's answered proposals (declined, withdrawn, expired) newest
-- first (lib/queries/hiring.ts readProposals). proposals_hirer_idx / proposals_creator_idx lead with
-- the state, so three states were read whole and sorted; these walk one person's proposals in
-- order and stop after the page, whatever the Data API's generic plan binds (bench/results/hiring.md).
create index proposals_hirer_recent_idx on public.proposals (hirer_id, updated_at desc, id desc);
create index proposals_creator_recent_idx on public.proposals (creator_id, updated_at desc, id desc);
