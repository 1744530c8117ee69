-- Chat and notifications (docs/domain/model.md): one conversation per pair of
-- people, their messages, notifications, and the unread badges kept exact by triggers.

-- Unread counts ---------------------------------------------------------------------------------
-- One row per person, created on demand by the triggers below; clients only read their own.
create table public.unread_counts (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  unread_notifications integer not null default 0 check (unread_notifications >= 0),
  unread_messages integer not null default 0 check (unread_messages >= 0),
  updated_at timestamptz not null default now()
);

-- Adds per-person deltas to one of the two counters. Rows are created first (in id order, so
-- concurrent statements lock them in the same order) and updated in place, which serializes
-- concurrent changes to one person's counters on that row.
create or replace function public.apply_unread_deltas(counter text, profile_ids uuid[], deltas integer[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if counter not in ('messages', 'notifications') then
    raise exception 'unknown unread counter %', counter;
  end if;
  insert into public.unread_counts (profile_id)
  select d.profile_id from unnest(profile_ids) as d(profile_id) order by 1
  on conflict (profile_id) do nothing;
  update public.unread_counts u
     set unread_messages = case when counter = 'messages'
           then greatest(u.unread_messages + d.delta, 0) else u.unread_messages end,
         unread_notifications = case when counter = 'notifications'
           then greatest(u.unread_notifications + d.delta, 0) else u.unread_notifications end,
         updated_at = now()
    from unnest(profile_ids, deltas) as d(profile_id, delta)
   where u.profile_id = d.profile_id;
end;
$$;

revoke execute on function public.apply_unread_deltas(text, uuid[], integer[]) from public, anon, authenticated;

-- Conversations -----------------------------------------------------------------------------------
-- The pair is stored ordered (member_a < member_b), so the unique constraint makes it one per pair.
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  member_a uuid not null references public.profiles (id) on delete cascade,
  member_b uuid not null references public.profiles (id) on delete cascade,
  -- the opportunity the conversation started from; the foreign key comes with the jobs tables
  opportunity_id uuid,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  check (member_a < member_b),
  unique (member_a, member_b)
);

create index conversations_member_b_idx on public.conversations (member_b);

create table public.conversation_members (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  profile_id uuid not null references public.profiles (id) on delete cascade,
  last_read_at timestamptz,
  primary key (conversation_id, profile_id)
);

create index conversation_members_profile_idx on public.conversation_members (profile_id);

-- Messages ----------------------------------------------------------------------------------------
create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null references public.profiles (id) on delete cascade,
  receiver_id uuid not null references public.profiles (id) on delete cascade,
  body text not null check (char_length(body) <= 4000 and btrim(body) <> ''),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  check (sender_id <> receiver_id)
);

create index messages_conversation_created_idx on public.messages (conversation_id, created_at desc);
create index messages_receiver_unread_idx on public.messages (receiver_id) where read_at is null;

-- The sender must be a member of the conversation and the receiver is the other member; the
-- receiver may be left out on insert and is filled in. Who said what to whom never changes.
create or replace function public.messages_check_members()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c record;
  other uuid;
begin
  if tg_op = 'UPDATE' then
    if new.conversation_id is distinct from old.conversation_id
       or new.sender_id is distinct from old.sender_id
       or new.receiver_id is distinct from old.receiver_id then
      raise exception 'A conversa, o remetente e o destinatário de uma mensagem não mudam.' using errcode = '42501';
    end if;
    return new;
  end if;
  select member_a, member_b into c from public.conversations where id = new.conversation_id;
  if not found or new.sender_id is null or new.sender_id not in (c.member_a, c.member_b) then
    raise exception 'O remetente não participa desta conversa.' using errcode = '42501';
  end if;
  other := case when new.sender_id = c.member_a then c.member_b else c.member_a end;
  if new.receiver_id is null then
    new.receiver_id := other;
  elsif new.receiver_id <> other then
    raise exception 'O destinatário deve ser o outro participante da conversa.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger messages_check_members
  before insert or update on public.messages
  for each row execute function public.messages_check_members();

-- Statement-level, so marking a whole conversation read updates each counter once.
create or replace function public.messages_count_unread()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[];
  ds integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(p order by p), array_agg(n order by p) into ids, ds
    from (select receiver_id as p, count(*)::int as n from new_rows where read_at is null group by 1) t;
  elsif tg_op = 'DELETE' then
    select array_agg(p order by p), array_agg(-n order by p) into ids, ds
    from (select receiver_id as p, count(*)::int as n from old_rows where read_at is null group by 1) t;
  else
    select array_agg(p order by p), array_agg(n order by p) into ids, ds
    from (
      select p, sum(d)::int as n from (
        select receiver_id as p, 1 as d from new_rows where read_at is null
        union all
        select receiver_id, -1 from old_rows where read_at is null
      ) x group by p having sum(d) <> 0
    ) t;
  end if;
  if ids is not null then
    perform public.apply_unread_deltas('messages', ids, ds);
  end if;
  if tg_op = 'INSERT' then
    update public.conversations c
       set last_message_at = greatest(coalesce(c.last_message_at, m.at), m.at)
      from (select conversation_id, max(created_at) as at from new_rows group by 1) m
     where c.id = m.conversation_id;
  end if;
  return null;
end;
$$;

create trigger messages_count_unread_insert
  after insert on public.messages
  referencing new table as new_rows
  for each statement execute function public.messages_count_unread();
create trigger messages_count_unread_update
  after update on public.messages
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.messages_count_unread();
create trigger messages_count_unread_delete
  after delete on public.messages
  referencing old table as old_rows
  for each statement execute function public.messages_count_unread();

-- Notifications -----------------------------------------------------------------------------------
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('application_received', 'application_selected',
    'application_discarded', 'opportunity_changed', 'new_follower', 'post_comment', 'post_like',
    'admin_broadcast')),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  body text check (char_length(body) <= 2000),
  -- a path inside the app ('/jobs/candidates?opportunity=...'), never another site
  link text check (link ~ '^/([^/\\]|$)' and char_length(link) <= 2048),
  read_at timestamptz,
  created_at timestamptz not null default now()
);

create index notifications_profile_created_idx on public.notifications (profile_id, created_at desc);
create index notifications_profile_unread_idx on public.notifications (profile_id) where read_at is null;

create or replace function public.notifications_count_unread()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[];
  ds integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(p order by p), array_agg(n order by p) into ids, ds
    from (select profile_id as p, count(*)::int as n from new_rows where read_at is null group by 1) t;
  elsif tg_op = 'DELETE' then
    select array_agg(p order by p), array_agg(-n order by p) into ids, ds
    from (select profile_id as p, count(*)::int as n from old_rows where read_at is null group by 1) t;
  else
    select array_agg(p order by p), array_agg(n order by p) into ids, ds
    from (
      select p, sum(d)::int as n from (
        select profile_id as p, 1 as d from new_rows where read_at is null
        union all
        select profile_id, -1 from old_rows where read_at is null
      ) x group by p having sum(d) <> 0
    ) t;
  end if;
  if ids is not null then
    perform public.apply_unread_deltas('notifications', ids, ds);
  end if;
  return null;
end;
$$;

create trigger notifications_count_unread_insert
  after insert on public.notifications
  referencing new table as new_rows
  for each statement execute function public.notifications_count_unread();
create trigger notifications_count_unread_update
  after update on public.notifications
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.notifications_count_unread();
create trigger notifications_count_unread_delete
  after delete on public.notifications
  referencing old table as old_rows
  for each statement execute function public.notifications_count_unread();

revoke execute on function public.messages_count_unread(), public.notifications_count_unread(),
  public.messages_check_members() from public, anon, authenticated;

-- Row level security ----------------------------------------------------------------------------
alter table public.unread_counts enable row level security;
alter table public.conversations enable row level security;
alter table public.conversation_members enable row level security;
alter table public.messages enable row level security;
alter table public.notifications enable row level security;

-- Nothing here is for visitors.
revoke all on public.unread_counts, public.conversations, public.conversation_members,
  public.messages, public.notifications from anon;

-- unread_counts: read own; written only by the triggers.
revoke insert, update, delete, truncate on public.unread_counts from authenticated;
create policy "unread_counts: owner reads" on public.unread_counts
  for select to authenticated using (profile_id = (select auth.uid()));

-- conversations: members read; created only by start_conversation().
revoke insert, update, delete, truncate on public.conversations from authenticated;
create policy "conversations: members read" on public.conversations
  for select to authenticated using ((select auth.uid()) in (member_a, member_b));

-- conversation_members: members of the conversation read both rows; each updates own last_read_at.
revoke insert, update, delete, truncate on public.conversation_members from authenticated;
grant update (last_read_at) on public.conversation_members to authenticated;
create policy "conversation_members: members read" on public.conversation_members
  for select to authenticated using (
    exists (select 1 from public.conversations c
            where c.id = conversation_id and (select auth.uid()) in (c.member_a, c.member_b))
  );
create policy "conversation_members: member updates own read mark" on public.conversation_members
  for update to authenticated
  using (profile_id = (select auth.uid()))
  with check (profile_id = (select auth.uid()));

-- messages: sender and receiver read; a member sends as themselves (read_at and created_at are
-- not theirs to choose); the receiver sets read_at and nothing else.
revoke insert, update, delete, truncate on public.messages from authenticated;
grant insert (id, conversation_id, sender_id, receiver_id, body) on public.messages to authenticated;
grant update (read_at) on public.messages to authenticated;
create policy "messages: sender and receiver read" on public.messages
  for select to authenticated using ((select auth.uid()) in (sender_id, receiver_id));
create policy "messages: members send as themselves" on public.messages
  for insert to authenticated with check (
    sender_id = (select auth.uid())
    and exists (select 1 from public.conversations c
                where c.id = conversation_id and (select auth.uid()) in (c.member_a, c.member_b))
  );
create policy "messages: receiver marks read" on public.messages
  for update to authenticated
  using (receiver_id = (select auth.uid()))
  with check (receiver_id = (select auth.uid()));

-- notifications: the owner reads and sets read_at; administrators create them (broadcasts),
-- the other kinds come from security definer triggers.
revoke update, delete, truncate on public.notifications from authenticated;
grant update (read_at) on public.notifications to authenticated;
create policy "notifications: owner reads" on public.notifications
  for select to authenticated using (profile_id = (select auth.uid()));
create policy "notifications: owner marks read" on public.notifications
  for update to authenticated
  using (profile_id = (select auth.uid()))
  with check (profile_id = (select auth.uid()));
create policy "notifications: administrators create" on public.notifications
  for insert to authenticated with check ((select public.is_admin()));

-- Functions for the app ---------------------------------------------------------------------------
-- Returns the caller's conversation with `other`, creating it (and both member rows) if needed.
create or replace function public.start_conversation(other uuid, opportunity uuid default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  a uuid;
  b uuid;
  conv uuid;
begin
  if me is null then
    raise exception 'É preciso entrar para conversar.' using errcode = '42501';
  end if;
  if other is null or other = me then
    raise exception 'Escolha outra pessoa para conversar.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.profiles where id = other and not is_blocked) then
    raise exception 'Perfil não encontrado.' using errcode = '22023';
  end if;
  if exists (select 1 from public.profiles where id = me and is_blocked) then
    raise exception 'Sua conta está bloqueada.' using errcode = '42501';
  end if;
  a := least(me, other);
  b := greatest(me, other);
  insert into public.conversations (member_a, member_b, opportunity_id)
  values (a, b, opportunity)
  on conflict (member_a, member_b) do nothing
  returning id into conv;
  if conv is null then
    select id into conv from public.conversations where member_a = a and member_b = b;
  end if;
  insert into public.conversation_members (conversation_id, profile_id)
  values (conv, a), (conv, b)
  on conflict do nothing;
  return conv;
end;
$$;

-- Marks the caller's unread messages of one conversation read; returns how many.
create or replace function public.mark_conversation_read(conversation uuid)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  n integer;
begin
  update public.messages set read_at = now()
   where conversation_id = conversation and receiver_id = (select auth.uid()) and read_at is null;
  get diagnostics n = row_count;
  update public.conversation_members set last_read_at = now()
   where conversation_id = conversation and profile_id = (select auth.uid());
  return n;
end;
$$;

-- Marks all the caller's unread notifications read; returns how many.
create or replace function public.mark_notifications_read()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  n integer;
begin
  update public.notifications set read_at = now()
   where profile_id = (select auth.uid()) and read_at is null;
  get diagnostics n = row_count;
  return n;
end;
$$;

revoke execute on function public.start_conversation(uuid, uuid), public.mark_conversation_read(uuid),
  public.mark_notifications_read() from public, anon;
grant execute on function public.start_conversation(uuid, uuid), public.mark_conversation_read(uuid),
  public.mark_notifications_read() to authenticated, service_role;

-- Realtime: badges and the chat subscribe to these (RLS decides what each subscriber receives).
alter publication supabase_realtime add table public.messages, public.notifications, public.unread_counts;
