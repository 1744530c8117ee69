-- Taxonomies (docs/domain/model.md): the option lists creators and hirers choose from, managed
-- by administrators in the admin area. Everyone signed in reads the active rows; administrators
-- read and write every row. Inactive entries stay on old records but are not offered anew.
-- The lists below are reference data the product needs in production, hence a migration.

create table public.service_types (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  description text check (char_length(description) <= 500),
  active boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index service_types_name_key on public.service_types (lower(btrim(name)));

create table public.service_subtypes (
  id uuid primary key default gen_random_uuid(),
  service_type_id uuid not null references public.service_types (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  active boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index service_subtypes_name_key on public.service_subtypes (service_type_id, lower(btrim(name)));

-- content_types, company_types (options for profiles.company_category) and agency_service_types
-- (options for profiles.agency_service_types) share one shape.
create table public.content_types (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  active boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index content_types_name_key on public.content_types (lower(btrim(name)));

-- `including all` copies defaults, checks and the unique name index.
create table public.company_types (like public.content_types including all);
create table public.agency_service_types (like public.content_types including all);

-- Questions: onboarding questions for creators (service_questions, optionally tied to one
-- service type) and the screening library for opportunities (opportunity_questions).
create table public.service_questions (
  id uuid primary key default gen_random_uuid(),
  text text not null check (char_length(btrim(text)) between 3 and 300),
  kind text not null check (kind in ('text', 'single', 'multiple', 'number', 'url')),
  options text[] not null default '{}' check (cardinality(options) <= 30),
  required boolean not null default false,
  service_type_id uuid references public.service_types (id) on delete cascade,
  position integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- choices need at least two options; the other kinds take none
  constraint service_questions_options_match_kind check (
    case when kind in ('single', 'multiple') then cardinality(options) >= 2 else cardinality(options) = 0 end
  )
);
create index service_questions_service_type_idx on public.service_questions (service_type_id);

create table public.opportunity_questions (like public.service_questions including all);
alter table public.opportunity_questions
  add constraint opportunity_questions_service_type_fkey
  foreign key (service_type_id) references public.service_types (id) on delete cascade;

-- updated_at, with the helper of the menu migration.
create trigger service_types_touch before update on public.service_types
  for each row execute function public.touch_updated_at();
create trigger service_subtypes_touch before update on public.service_subtypes
  for each row execute function public.touch_updated_at();
create trigger content_types_touch before update on public.content_types
  for each row execute function public.touch_updated_at();
create trigger company_types_touch before update on public.company_types
  for each row execute function public.touch_updated_at();
create trigger agency_service_types_touch before update on public.agency_service_types
  for each row execute function public.touch_updated_at();
create trigger service_questions_touch before update on public.service_questions
  for each row execute function public.touch_updated_at();
create trigger opportunity_questions_touch before update on public.opportunity_questions
  for each row execute function public.touch_updated_at();

-- Row level security: the same four policies on every list.
do $$
declare t text;
begin
  foreach t in array array['service_types', 'service_subtypes', 'content_types', 'company_types',
    'agency_service_types', 'service_questions', 'opportunity_questions']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon', t);
    execute format('revoke truncate on public.%I from authenticated', t);
    execute format('create policy "%s: signed-in users read active rows" on public.%I for select to authenticated using (active or (select public.is_admin()))', t, t);
    execute format('create policy "%s: administrators insert" on public.%I for insert to authenticated with check ((select public.is_admin()))', t, t);
    execute format('create policy "%s: administrators update" on public.%I for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()))', t, t);
    execute format('create policy "%s: administrators delete" on public.%I for delete to authenticated using ((select public.is_admin()))', t, t);
  end loop;
end $$;
