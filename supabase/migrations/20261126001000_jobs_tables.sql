-- Jobs (docs/domain/model.md, DOMAIN.md "Jobs"): opportunities published by hirers, their screening
-- questions, creators' applications and invites. Rules that can be constraints are constraints;
-- who may change what is decided by RLS plus the guard triggers of 20261126001100.
create extension if not exists unaccent with schema extensions;

-- unaccent() is stable (it reads a dictionary); a fixed dictionary makes it safe for indexes.
create or replace function public.immutable_unaccent(value text)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
as $$ select extensions.unaccent('extensions.unaccent'::regdictionary, value) $$;

-- The document a search matches: title and description in Portuguese, without accents.
create or replace function public.opportunity_search_document(title text, description text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('pg_catalog.portuguese', public.immutable_unaccent(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('pg_catalog.portuguese', public.immutable_unaccent(coalesce(description, ''))), 'B')
$$;

-- The query side of the same search: plain words, accents ignored ("fotografo" finds "Fotógrafo").
create or replace function public.opportunity_search_query(q text)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$ select websearch_to_tsquery('pg_catalog.portuguese', public.immutable_unaccent(coalesce(q, ''))) $$;

create or replace function public.is_hirer()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles where id = (select auth.uid()) and category = 'Quero Contratar')
$$;
revoke execute on function public.is_hirer() from public, anon;
grant execute on function public.is_hirer() to authenticated, service_role;

-- The follower ranges of creator profiles, smallest first (lib/validation/profile-creator.ts).
create or replace function public.follower_range_rank(value text)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array_position(array['Até 1 mil', '1 mil a 10 mil', '10 mil a 50 mil', '50 mil a 100 mil',
    '100 mil a 500 mil', '500 mil a 1 milhão', 'Mais de 1 milhão'], value)
$$;

create table public.opportunities (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references public.profiles (id) on delete cascade,
  status text not null default 'draft' check (status in ('draft', 'open', 'closed')),
  -- step 1: the job
  title text not null check (char_length(btrim(title)) between 10 and 80 and title = btrim(title)),
  description text not null default '' check (char_length(description) <= 5000),
  service_type_id uuid references public.service_types (id) on delete set null,
  service_subtypes text[] not null default '{}' check (cardinality(service_subtypes) <= 20),
  content_type_ids uuid[] not null default '{}' check (cardinality(content_type_ids) <= 20),
  platforms text[] not null default '{}' check (
    platforms <@ array['Instagram', 'TikTok', 'YouTube', 'Kwai', 'LinkedIn', 'Pinterest', 'Twitch', 'Blog ou site']),
  -- step 2: deliverables, dates, location and requirements
  deliverables text check (char_length(deliverables) <= 2000),
  usage_rights text check (char_length(usage_rights) <= 1000),
  creators_wanted integer not null default 1 check (creators_wanted between 1 and 100),
  application_deadline date,
  starts_on date,
  ends_on date,
  location_type text not null default 'remoto' check (location_type in ('remoto', 'presencial', 'híbrido')),
  city text check (char_length(city) <= 120),
  state text check (state in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS',
    'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO')),
  niches text[] not null default '{}' check (cardinality(niches) <= 10),
  min_followers text check (min_followers is null or public.follower_range_rank(min_followers) is not null),
  creator_states text[] not null default '{}' check (cardinality(creator_states) <= 27),
  requirements text check (char_length(requirements) <= 1000),
  -- step 3: pay (BRL cents)
  pay_type text not null default 'fixo' check (pay_type in ('fixo', 'faixa', 'a combinar', 'permuta')),
  budget_min integer check (budget_min between 0 and 100000000),
  budget_max integer check (budget_max between 0 and 100000000),
  payment_terms text check (char_length(payment_terms) <= 500),
  published_at timestamptz,
  -- kept by triggers (20261126001100); counts only, never who
  applications_count integer not null default 0 check (applications_count >= 0),
  unviewed_count integer not null default 0 check (unviewed_count >= 0),
  selected_count integer not null default 0 check (selected_count >= 0),
  search tsvector generated always as (public.opportunity_search_document(title, description)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint opportunities_budget_order check (budget_min is null or budget_max is null or budget_min <= budget_max),
  constraint opportunities_dates_order check (starts_on is null or ends_on is null or starts_on <= ends_on),
  constraint opportunities_deadline_after_publish check (
    application_deadline is null or published_at is null
    or application_deadline >= (published_at at time zone 'America/Sao_Paulo')::date),
  constraint opportunities_published_has_date check (status = 'draft' or published_at is not null),
  -- what a published opportunity must have (the wizard's required fields)
  constraint opportunities_published_complete check (
    status = 'draft' or (
      char_length(description) >= 30 and service_type_id is not null and cardinality(content_type_ids) >= 1
      and cardinality(platforms) >= 1 and deliverables is not null and application_deadline is not null
    )),
  constraint opportunities_pay_rules check (
    case pay_type
      when 'fixo' then status = 'draft' or (budget_min is not null and budget_min > 0)
      when 'faixa' then status = 'draft' or (budget_min is not null and budget_max is not null and budget_min < budget_max)
      else true
    end),
  constraint opportunities_location_rules check (
    status = 'draft' or location_type = 'remoto' or (city is not null and state is not null))
);

comment on table public.opportunities is
  'Jobs published by hirers (DOMAIN.md "Jobs"). Amounts in BRL cents; status draft → open ⇄ closed.';

create index opportunities_owner_idx on public.opportunities (owner_id, status, updated_at desc);
create index opportunities_open_recent_idx on public.opportunities (published_at desc, id desc) where status = 'open';
create index opportunities_open_deadline_idx on public.opportunities (application_deadline, id) where status = 'open';
create index opportunities_open_service_idx on public.opportunities (service_type_id, published_at desc) where status = 'open';
create index opportunities_search_idx on public.opportunities using gin (search) where status = 'open';
create index opportunities_content_types_idx on public.opportunities using gin (content_type_ids) where status = 'open';

create table public.opportunity_screening (
  id uuid primary key default gen_random_uuid(),
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  -- the library question it came from (its text is copied, so later edits do not change answers)
  question_id uuid references public.opportunity_questions (id) on delete set null,
  text text not null check (char_length(btrim(text)) between 3 and 300),
  kind text not null default 'text' check (kind in ('text', 'single', 'multiple', 'number', 'url')),
  options text[] not null default '{}' check (cardinality(options) <= 30),
  must_have boolean not null default false,
  position integer not null default 0 check (position between 0 and 1000),
  created_at timestamptz not null default now(),
  constraint opportunity_screening_options_match_kind check (
    case when kind in ('single', 'multiple') then cardinality(options) >= 2 else cardinality(options) = 0 end),
  unique (opportunity_id, question_id)
);
create index opportunity_screening_opportunity_idx on public.opportunity_screening (opportunity_id, position);

create table public.applications (
  id uuid primary key default gen_random_uuid(),
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  creator_id uuid not null references public.profiles (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'selected', 'discarded')),
  pitch text not null check (char_length(btrim(pitch)) between 20 and 3000),
  proposed_price integer check (proposed_price between 0 and 100000000), -- BRL cents
  delivery_days integer check (delivery_days between 1 and 365),
  -- { "<screening id>": answer } (string, number or array of strings)
  answers jsonb not null default '{}' check (jsonb_typeof(answers) = 'object' and pg_column_size(answers) <= 20000),
  discard_reason text check (char_length(btrim(discard_reason)) between 3 and 500),
  viewed_at timestamptz,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (opportunity_id, creator_id),
  constraint applications_discard_reason check ((status = 'discarded') = (discard_reason is not null)),
  constraint applications_decided check ((status = 'pending') = (decided_at is null))
);
create index applications_pipeline_idx on public.applications (opportunity_id, status, created_at desc, id desc);
create index applications_creator_idx on public.applications (creator_id, status, created_at desc);

create table public.opportunity_invites (
  id uuid primary key default gen_random_uuid(),
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  creator_id uuid not null references public.profiles (id) on delete cascade,
  invited_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (opportunity_id, creator_id)
);
create index opportunity_invites_creator_idx on public.opportunity_invites (creator_id, created_at desc);

-- conversations.opportunity_id (chat migration) now points at its opportunity.
alter table public.conversations
  add constraint conversations_opportunity_id_fkey
  foreign key (opportunity_id) references public.opportunities (id) on delete set null;

insert into public.notification_kinds (kind, label, icon) values
  ('opportunity_invite', 'Convite para oportunidade', 'Send')
on conflict (kind) do nothing;

create trigger opportunities_touch before update on public.opportunities
  for each row execute function public.touch_updated_at();
create trigger applications_touch before update on public.applications
  for each row execute function public.touch_updated_at();
