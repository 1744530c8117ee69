-- Creator onboarding (docs/domain/model.md, "People"): the wizard step to resume at, the services and
-- content types a creator offers, and their answers to the onboarding questions.

-- The step of /primeirologinusuario to resume at (1 photo and bio, 2 services, 3 links and
-- price, 4 questions). Owners change it through the existing profile policies.
alter table public.profiles
  add column onboarding_step smallint not null default 1 check (onboarding_step between 1 and 4);

comment on column public.profiles.onboarding_step is
  'Step of the creator onboarding wizard to resume at (1-4); meaningful while onboarding_completed is false.';

-- Services and content types ------------------------------------------------------------------
-- Public parts of a profile: every signed-in user reads them; only the owner adds or removes
-- their own rows, and only options that are active (RLS on the lists hides inactive ones).
create table public.profile_service_types (
  profile_id uuid not null references public.profiles (id) on delete cascade,
  service_type_id uuid not null references public.service_types (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (profile_id, service_type_id)
);
create index profile_service_types_type_idx on public.profile_service_types (service_type_id);

create table public.profile_content_types (
  profile_id uuid not null references public.profiles (id) on delete cascade,
  content_type_id uuid not null references public.content_types (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (profile_id, content_type_id)
);
create index profile_content_types_type_idx on public.profile_content_types (content_type_id);

alter table public.profile_service_types enable row level security;
alter table public.profile_content_types enable row level security;
revoke all on public.profile_service_types, public.profile_content_types from anon;
revoke update, truncate on public.profile_service_types, public.profile_content_types from authenticated;

create policy "profile_service_types: signed-in users read" on public.profile_service_types
  for select to authenticated using (true);
create policy "profile_service_types: owner adds active options" on public.profile_service_types
  for insert to authenticated
  with check (
    profile_id = (select auth.uid())
    and exists (select 1 from public.service_types t where t.id = service_type_id and t.active)
  );
create policy "profile_service_types: owner removes" on public.profile_service_types
  for delete to authenticated using (profile_id = (select auth.uid()));

create policy "profile_content_types: signed-in users read" on public.profile_content_types
  for select to authenticated using (true);
create policy "profile_content_types: owner adds active options" on public.profile_content_types
  for insert to authenticated
  with check (
    profile_id = (select auth.uid())
    and exists (select 1 from public.content_types t where t.id = content_type_id and t.active)
  );
create policy "profile_content_types: owner removes" on public.profile_content_types
  for delete to authenticated using (profile_id = (select auth.uid()));

-- Answers -------------------------------------------------------------------------------------
-- answer holds a JSON string (text, single, url), an array of strings (multiple) or a number.
create table public.profile_answers (
  profile_id uuid not null references public.profiles (id) on delete cascade,
  question_id uuid not null references public.service_questions (id) on delete cascade,
  answer jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (profile_id, question_id)
);
create index profile_answers_question_idx on public.profile_answers (question_id);

-- The answer must fit its question: a choice among the options, a number, an http(s) URL.
-- security definer: it reads the question even when RLS hides it from the caller (inactive).
create or replace function public.profile_answers_validate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  q public.service_questions;
  a jsonb := new.answer;
  ok boolean;
begin
  new.updated_at := now();
  select * into q from public.service_questions where id = new.question_id;
  if not found then
    return new; -- the foreign key reports it
  end if;
  ok := case q.kind
    when 'text' then jsonb_typeof(a) = 'string' and char_length(btrim(a #>> '{}')) between 1 and 2000
    when 'url' then jsonb_typeof(a) = 'string' and (a #>> '{}') ~* '^https?://[^\s/$.?#][^\s]*$'
      and char_length(a #>> '{}') <= 2048
    when 'number' then jsonb_typeof(a) = 'number' and (a #>> '{}')::numeric between -1e12 and 1e12
    when 'single' then jsonb_typeof(a) = 'string' and (a #>> '{}') = any (q.options)
    when 'multiple' then jsonb_typeof(a) = 'array' and jsonb_array_length(a) between 1 and cardinality(q.options)
      and not exists (
        select 1 from jsonb_array_elements(a) e
        where jsonb_typeof(e) <> 'string' or not ((e #>> '{}') = any (q.options))
      )
      and (select count(distinct e) from jsonb_array_elements(a) e) = jsonb_array_length(a)
    else false
  end;
  if not coalesce(ok, false) then
    raise exception 'Resposta inválida para a pergunta "%".', q.text using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke execute on function public.profile_answers_validate() from public, anon, authenticated;

create trigger profile_answers_validate
  before insert or update on public.profile_answers
  for each row execute function public.profile_answers_validate();

alter table public.profile_answers enable row level security;
revoke all on public.profile_answers from anon;
revoke truncate on public.profile_answers from authenticated;

create policy "profile_answers: owner reads" on public.profile_answers
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "profile_answers: administrators read" on public.profile_answers
  for select to authenticated using ((select public.is_admin()));
create policy "profile_answers: owner answers active questions" on public.profile_answers
  for insert to authenticated
  with check (
    profile_id = (select auth.uid())
    and exists (select 1 from public.service_questions q where q.id = question_id and q.active)
  );
create policy "profile_answers: owner updates" on public.profile_answers
  for update to authenticated
  using (profile_id = (select auth.uid()))
  with check (profile_id = (select auth.uid()));
create policy "profile_answers: owner removes" on public.profile_answers
  for delete to authenticated using (profile_id = (select auth.uid()));
