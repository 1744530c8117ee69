-- Hiring through to review (issue 19; docs/product/hiring.md): proposals and their rounds,
-- contracts and their events, deliveries with files in a private bucket, the payment record, and
-- two-way reviews with the rating summary each public profile shows.
--
-- Nobody writes these tables through the Data API: every move is a function of
-- 20261129100100_hiring_rules.sql that checks who may do what in which state, in one transaction.
-- The API roles only read, and only what concerns them (the two parties, administrators; reviews
-- once revealed).

insert into public.notification_kinds (kind, label, icon) values
  ('proposal_update', 'Propostas', 'FileText'),
  ('contract_update', 'Contratos', 'Handshake'),
  ('review_update', 'Avaliações', 'Star')
on conflict (kind) do nothing;

-- System lines in a conversation: a contract's moves are told in the pair's chat. Only the
-- platform writes them (the API roles have no grant on the column).
alter table public.messages
  add column kind text not null default 'text' check (kind in ('text', 'system'));

-- Each deliverable: 1 to 200 characters once trimmed.
create or replace function public.deliverables_ok(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(char_length(btrim(i)) between 1 and 200), false) from unnest(items) as i
$$;

-- Each link of a delivery: an http(s) address of at most 2,048 characters.
create or replace function public.delivery_links_ok(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(i ~* '^https?://[^\s/$.?#][^\s]*$' and char_length(i) <= 2048), true) from unnest(items) as i
$$;

-- Proposals --------------------------------------------------------------------------------------
-- The terms on the table: the last round's. `awaiting` says whose answer is due while pending; an
-- unanswered proposal expires at expires_at (7 days after its last round).
create table public.proposals (
  id uuid primary key default gen_random_uuid(),
  hirer_id uuid references public.profiles (id) on delete set null,
  creator_id uuid references public.profiles (id) on delete set null,
  application_id uuid references public.applications (id) on delete set null,
  opportunity_id uuid references public.opportunities (id) on delete set null,
  title text not null check (char_length(btrim(title)) between 3 and 120),
  scope text not null check (char_length(btrim(scope)) between 10 and 4000),
  deliverables text[] not null check (cardinality(deliverables) between 1 and 20 and public.deliverables_ok(deliverables)),
  due_date date not null,
  value_cents integer check (value_cents between 100 and 100000000),
  is_barter boolean not null default false,
  revisions_included smallint not null check (revisions_included between 0 and 5),
  usage_rights text not null check (char_length(btrim(usage_rights)) between 3 and 1000),
  -- months the hirer may use the content; null: for as long as the hirer wants
  usage_months smallint check (usage_months between 1 and 120),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'withdrawn', 'expired')),
  awaiting text check (awaiting in ('creator', 'hirer')),
  round smallint not null default 1 check (round between 1 and 30),
  decline_reason text check (char_length(btrim(decline_reason)) between 3 and 500),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (hirer_id is distinct from creator_id),
  check (is_barter = (value_cents is null)),
  check ((status = 'pending') = (awaiting is not null)),
  check ((status = 'declined') = (decline_reason is not null))
);

create index proposals_hirer_idx on public.proposals (hirer_id, status, updated_at desc);
create index proposals_creator_idx on public.proposals (creator_id, status, updated_at desc);
create index proposals_application_idx on public.proposals (application_id) where application_id is not null;
create index proposals_pending_expiry_idx on public.proposals (expires_at) where status = 'pending';
-- One open negotiation per pair and opportunity (or per pair without one).
create unique index proposals_one_pending_idx on public.proposals
  (hirer_id, creator_id, coalesce(opportunity_id, '00000000-0000-0000-0000-000000000000'::uuid))
  where status = 'pending';

-- Every round of a proposal, kept: who sent, countered, accepted, declined or withdrew, with the
-- terms of a counter.
create table public.proposal_rounds (
  id bigint generated always as identity primary key,
  proposal_id uuid not null references public.proposals (id) on delete cascade,
  round smallint not null check (round between 1 and 30),
  author_id uuid references public.profiles (id) on delete set null,
  action text not null check (action in ('sent', 'countered', 'accepted', 'declined', 'withdrawn', 'expired')),
  value_cents integer check (value_cents between 100 and 100000000),
  is_barter boolean,
  due_date date,
  message text check (char_length(message) <= 1000),
  created_at timestamptz not null default now()
);

create index proposal_rounds_proposal_idx on public.proposal_rounds (proposal_id, id);

-- Contracts --------------------------------------------------------------------------------------
-- An accepted proposal's terms, frozen, and where the work stands:
--   active → delivered → (changes_requested → delivered)* → completed
--   cancelled (the hirer before any delivery, or both agreeing), disputed (either party; an
--   administrator resolves it as completed or cancelled).
create table public.contracts (
  id uuid primary key default gen_random_uuid(),
  proposal_id uuid not null unique references public.proposals (id) on delete restrict,
  hirer_id uuid references public.profiles (id) on delete set null,
  creator_id uuid references public.profiles (id) on delete set null,
  opportunity_id uuid references public.opportunities (id) on delete set null,
  title text not null check (char_length(btrim(title)) between 3 and 120),
  scope text not null check (char_length(btrim(scope)) between 10 and 4000),
  deliverables text[] not null check (cardinality(deliverables) between 1 and 20 and public.deliverables_ok(deliverables)),
  due_date date not null,
  value_cents integer check (value_cents between 100 and 100000000),
  is_barter boolean not null default false,
  revisions_included smallint not null check (revisions_included between 0 and 5),
  revisions_used smallint not null default 0 check (revisions_used between 0 and 30),
  usage_rights text not null check (char_length(btrim(usage_rights)) between 3 and 1000),
  usage_months smallint check (usage_months between 1 and 120),
  status text not null default 'active'
    check (status in ('active', 'delivered', 'changes_requested', 'completed', 'cancelled', 'disputed')),
  -- a request for changes beyond the included revisions, waiting for the creator's agreement
  extra_revision_comment text check (char_length(btrim(extra_revision_comment)) between 5 and 2000),
  cancel_requested_by uuid references public.profiles (id) on delete set null,
  cancel_reason text check (char_length(btrim(cancel_reason)) between 5 and 500),
  disputed_from text check (disputed_from in ('active', 'delivered', 'changes_requested')),
  dispute_reason text check (char_length(btrim(dispute_reason)) between 5 and 1000),
  dispute_opened_by uuid references public.profiles (id) on delete set null,
  resolution_reason text check (char_length(btrim(resolution_reason)) between 5 and 500),
  -- the payment record (lib/hiring/payment-record.ts): no money moves through the product yet
  payment_status text not null default 'pending' check (payment_status in ('pending', 'marked_paid', 'confirmed')),
  paid_on date,
  payment_receipt_path text check (char_length(payment_receipt_path) <= 512),
  completed_at timestamptz,
  cancelled_at timestamptz,
  -- the end of the review window (completed_at + 14 days)
  reviews_close_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (hirer_id is distinct from creator_id),
  check (is_barter = (value_cents is null)),
  check ((status = 'completed') = (completed_at is not null)),
  check ((completed_at is null) = (reviews_close_at is null)),
  check ((status = 'cancelled') = (cancelled_at is not null)),
  check ((status = 'disputed') = (disputed_from is not null and dispute_reason is not null)),
  check (extra_revision_comment is null or status = 'delivered'),
  check (payment_status = 'pending' or (paid_on is not null and not is_barter))
);

create index contracts_hirer_idx on public.contracts (hirer_id, status, updated_at desc, id);
create index contracts_creator_idx on public.contracts (creator_id, status, updated_at desc, id);
create index contracts_disputed_idx on public.contracts (updated_at desc) where status = 'disputed';

-- What happened to a contract, in order: every move, with who made it (null: the platform).
create table public.contract_events (
  id bigint generated always as identity primary key,
  contract_id uuid not null references public.contracts (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  kind text not null check (kind in ('created', 'delivered', 'changes_requested', 'extra_revision_requested',
    'extra_revision_accepted', 'extra_revision_declined', 'approved', 'auto_approved', 'cancel_requested',
    'cancel_declined', 'cancelled', 'disputed', 'dispute_resolved', 'payment_marked', 'payment_confirmed')),
  note text check (char_length(note) <= 2000),
  created_at timestamptz not null default now()
);

create index contract_events_contract_idx on public.contract_events (contract_id, id);

-- Deliveries -------------------------------------------------------------------------------------
-- What the creator hands in: files in the contract-files bucket and/or links, with a note.
create table public.deliveries (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references public.contracts (id) on delete cascade,
  number smallint not null check (number between 1 and 31),
  note text not null default '' check (char_length(note) <= 2000),
  links text[] not null default '{}' check (cardinality(links) <= 10 and public.delivery_links_ok(links)),
  -- [{ "path": "<contract>/<creator>/<file>", "name": "...", "type": "...", "size": 123 }]
  files jsonb not null default '[]' check (jsonb_typeof(files) = 'array' and jsonb_array_length(files) <= 10),
  status text not null default 'submitted' check (status in ('submitted', 'approved', 'changes_requested')),
  response_comment text check (char_length(btrim(response_comment)) between 5 and 2000),
  auto_approved boolean not null default false,
  submitted_at timestamptz not null default now(),
  responded_at timestamptz,
  unique (contract_id, number),
  check (cardinality(links) > 0 or jsonb_array_length(files) > 0),
  check ((status = 'submitted') = (responded_at is null)),
  check (status <> 'changes_requested' or response_comment is not null)
);

create index deliveries_waiting_idx on public.deliveries (submitted_at) where status = 'submitted';

-- Reviews ----------------------------------------------------------------------------------------
-- One review per side of a concluded contract. Double-blind: hidden from the reviewed person until
-- both are in or the window closes (revealed_at); then public and frozen, with one reply.
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references public.contracts (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  subject_id uuid references public.profiles (id) on delete set null,
  -- who is reviewed: the creator (by the hirer) or the hirer (by the creator)
  subject_role text not null check (subject_role in ('creator', 'hirer')),
  rating smallint not null check (rating between 1 and 5),
  communication smallint not null check (communication between 1 and 5),
  quality smallint check (quality between 1 and 5),
  timeliness smallint check (timeliness between 1 and 5),
  briefing smallint check (briefing between 1 and 5),
  payment smallint check (payment between 1 and 5),
  body text not null default '' check (char_length(body) <= 1000),
  revealed_at timestamptz,
  reply text check (char_length(btrim(reply)) between 1 and 1000),
  replied_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text check (char_length(btrim(hidden_reason)) between 5 and 500),
  created_at timestamptz not null default now(),
  unique (contract_id, subject_role),
  check (author_id is distinct from subject_id),
  check (subject_role <> 'creator' or (quality is not null and timeliness is not null and briefing is null and payment is null)),
  check (subject_role <> 'hirer' or (briefing is not null and payment is not null and quality is null and timeliness is null)),
  check ((reply is null) = (replied_at is null)),
  check (reply is null or revealed_at is not null),
  check ((hidden_at is null) = (hidden_reason is null))
);

create index reviews_subject_public_idx on public.reviews (subject_id, revealed_at desc, id)
  where revealed_at is not null and hidden_at is null;
create index reviews_author_idx on public.reviews (author_id);
create index reviews_unrevealed_idx on public.reviews (contract_id) where revealed_at is null;

-- The rating of each person, kept by the reviews trigger from the revealed, visible reviews.
create table public.profile_ratings (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  reviews_count integer not null default 0 check (reviews_count >= 0),
  rating_sum integer not null default 0 check (rating_sum >= 0),
  communication_sum integer not null default 0 check (communication_sum >= 0),
  quality_sum integer not null default 0 check (quality_sum >= 0),
  timeliness_sum integer not null default 0 check (timeliness_sum >= 0),
  briefing_sum integer not null default 0 check (briefing_sum >= 0),
  payment_sum integer not null default 0 check (payment_sum >= 0),
  -- rating_sum / reviews_count, kept for sorting (null without reviews)
  average numeric(3, 2) check (average between 1 and 5),
  updated_at timestamptz not null default now()
);

create index profile_ratings_average_idx on public.profile_ratings (average desc nulls last, reviews_count desc);

-- Who reads what ---------------------------------------------------------------------------------
-- True when the caller is one of the contract's two parties. security definer: the policies of
-- the child tables and the storage policy ask it without recursing through contracts' policies.
create or replace function public.is_contract_party(contract uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.contracts c
    where c.id = contract and (select auth.uid()) in (c.hirer_id, c.creator_id)
  )
$$;

revoke execute on function public.is_contract_party(uuid) from public, anon;
grant execute on function public.is_contract_party(uuid) to authenticated, service_role;

alter table public.proposals enable row level security;
alter table public.proposal_rounds enable row level security;
alter table public.contracts enable row level security;
alter table public.contract_events enable row level security;
alter table public.deliveries enable row level security;
alter table public.reviews enable row level security;
alter table public.profile_ratings enable row level security;

-- Reads only: every write goes through the functions of the rules migration.
revoke all on public.proposals, public.proposal_rounds, public.contracts, public.contract_events,
  public.deliveries, public.reviews, public.profile_ratings from anon, authenticated;
grant select on public.proposals, public.proposal_rounds, public.contracts, public.contract_events,
  public.deliveries, public.reviews to authenticated;
grant select on public.profile_ratings to anon, authenticated;
grant select on public.reviews to anon;

create policy "proposals: the two parties and administrators read" on public.proposals
  for select to authenticated
  using ((select auth.uid()) in (hirer_id, creator_id) or (select public.is_admin()));

create policy "proposal_rounds: the two parties and administrators read" on public.proposal_rounds
  for select to authenticated
  using (
    proposal_id in (
      select p.id from public.proposals p
      where (select auth.uid()) in (p.hirer_id, p.creator_id) or (select public.is_admin())
    )
  );

create policy "contracts: the two parties and administrators read" on public.contracts
  for select to authenticated
  using ((select auth.uid()) in (hirer_id, creator_id) or (select public.is_admin()));

create policy "contract_events: the two parties and administrators read" on public.contract_events
  for select to authenticated
  using ((select public.is_contract_party(contract_id)) or (select public.is_admin()));

create policy "deliveries: the two parties and administrators read" on public.deliveries
  for select to authenticated
  using ((select public.is_contract_party(contract_id)) or (select public.is_admin()));

-- A revealed review that no administrator hid is public; the author always reads their own;
-- administrators read every one. The reviewed person reads nothing before the reveal.
create policy "reviews: revealed ones are public" on public.reviews
  for select to anon, authenticated
  using (revealed_at is not null and hidden_at is null);
create policy "reviews: the author reads their own" on public.reviews
  for select to authenticated
  using (author_id = (select auth.uid()));
create policy "reviews: administrators read every one" on public.reviews
  for select to authenticated
  using ((select public.is_admin()));

create policy "profile_ratings: public" on public.profile_ratings
  for select to anon, authenticated using (true);

select public.deny_writes_of_blocked_accounts(t::regclass)
from unnest(array['public.proposals', 'public.proposal_rounds', 'public.contracts', 'public.contract_events',
  'public.deliveries', 'public.reviews', 'public.profile_ratings']) as t;

-- The parties' pages follow their contract live (the timeline, the actions).
alter publication supabase_realtime add table public.contracts;

-- Files of deliveries and payment receipts ---------------------------------------------------------
-- Private: read by the two parties and administrators; each party uploads into
-- <contract id>/<own id>/ while the contract is open.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('contract-files', 'contract-files', false, 52428800,
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf', 'video/mp4', 'video/quicktime', 'application/zip'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create or replace function public.may_upload_contract_file(contract text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.contracts c
    where c.id::text = contract and (select auth.uid()) in (c.hirer_id, c.creator_id)
      and c.status not in ('completed', 'cancelled')
  )
$$;

revoke execute on function public.may_upload_contract_file(text) from public, anon;
grant execute on function public.may_upload_contract_file(text) to authenticated, service_role;

create or replace function public.may_read_contract_file(contract text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin() or exists (
    select 1 from public.contracts c
    where c.id::text = contract and (select auth.uid()) in (c.hirer_id, c.creator_id)
  )
$$;

revoke execute on function public.may_read_contract_file(text) from public, anon;
grant execute on function public.may_read_contract_file(text) to authenticated, service_role;

create policy "contract files: the parties and administrators read" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'contract-files'
    and (select public.may_read_contract_file((storage.foldername(name))[1]))
  );

create policy "contract files: a party uploads into their own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'contract-files'
    and cardinality(storage.foldername(name)) = 2
    and (storage.foldername(name))[2] = (select auth.uid())::text
    and (select public.may_upload_contract_file((storage.foldername(name))[1]))
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif', 'pdf', 'mp4', 'mov', 'zip')
  );
