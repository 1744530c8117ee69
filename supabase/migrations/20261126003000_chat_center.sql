-- Chat and notifications center (issue 11): blocks between people, attachments on messages in a
-- private bucket, membership-based reading of messages, the conversation list as one query.
-- Builds on 20261122000300_chat_and_notifications.sql (conversations, members, messages,
-- notifications, unread_counts, start_conversation).

-- Blocks between people ---------------------------------------------------------------------------
-- A person blocks another from the conversation menu: neither may then send to the other (the
-- message trigger refuses with a pt-BR message). Both sides read the rows that name them, so the
-- blocked person's screen can say why the composer is closed.
create table public.user_blocks (
  blocker_id uuid not null references public.profiles (id) on delete cascade,
  blocked_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);

create index user_blocks_blocked_idx on public.user_blocks (blocked_id);

alter table public.user_blocks enable row level security;
revoke all on public.user_blocks from anon;
revoke update, truncate on public.user_blocks from authenticated;
create policy "user_blocks: both sides read" on public.user_blocks
  for select to authenticated using ((select auth.uid()) in (blocker_id, blocked_id));
create policy "user_blocks: a person blocks as themselves" on public.user_blocks
  for insert to authenticated with check (blocker_id = (select auth.uid()));
create policy "user_blocks: the blocker unblocks" on public.user_blocks
  for delete to authenticated using (blocker_id = (select auth.uid()));
select public.deny_writes_of_blocked_accounts('public.user_blocks');

-- True when either of the two people blocked the other. security definer: the message trigger and
-- the storage policy ask it for rows the caller may not read.
create or replace function public.is_blocked_between(x uuid, y uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_blocks
    where (blocker_id = x and blocked_id = y) or (blocker_id = y and blocked_id = x)
  )
$$;

revoke execute on function public.is_blocked_between(uuid, uuid) from public, anon;
grant execute on function public.is_blocked_between(uuid, uuid) to authenticated, service_role;

-- Attachments on messages --------------------------------------------------------------------------
-- One file per message, stored in chat-attachments at <conversation_id>/<sender_id>/<name>; the
-- body may then be empty.
alter table public.messages
  add column attachment_path text check (char_length(attachment_path) <= 512),
  add column attachment_name text check (char_length(btrim(attachment_name)) between 1 and 200),
  add column attachment_type text check (attachment_type in ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf')),
  add column attachment_size integer check (attachment_size between 1 and 10485760),
  add constraint messages_attachment_complete check (
    (attachment_path is null) = (attachment_name is null)
    and (attachment_path is null) = (attachment_type is null)
    and (attachment_path is null) = (attachment_size is null)
  );

alter table public.messages drop constraint messages_body_check;
alter table public.messages add constraint messages_body_check
  check (char_length(body) <= 4000 and (btrim(body) <> '' or attachment_path is not null));

grant insert (attachment_path, attachment_name, attachment_type, attachment_size) on public.messages to authenticated;

-- The keyset of a thread: newest first, the id breaking ties of equal times.
create index messages_conversation_keyset_idx on public.messages (conversation_id, created_at desc, id desc);
drop index public.messages_conversation_created_idx;
-- The unread count of each conversation in the list.
create index messages_receiver_conversation_unread_idx on public.messages (receiver_id, conversation_id) where read_at is null;
drop index public.messages_receiver_unread_idx;

-- The member check of 20261122000300, now also refusing blocked accounts, blocks between the two
-- people and attachments outside the conversation's folder, each with its pt-BR message.
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
       or new.receiver_id is distinct from old.receiver_id
       or new.attachment_path is distinct from old.attachment_path then
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
  if exists (select 1 from public.profiles where id = new.sender_id and is_blocked) then
    raise exception 'Sua conta está bloqueada e não pode enviar mensagens.' using errcode = '42501';
  end if;
  if public.is_blocked_between(new.sender_id, new.receiver_id) then
    raise exception 'Não é possível enviar mensagens nesta conversa: um de vocês bloqueou o outro.' using errcode = '42501';
  end if;
  if new.attachment_path is not null
     and new.attachment_path not like new.conversation_id::text || '/' || new.sender_id::text || '/%' then
    raise exception 'O anexo deve estar na pasta desta conversa.' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Messages are read by the members of their conversation. The member list of the caller is
-- computed once per statement (an InitPlan), then each row is a hash probe.
drop policy "messages: sender and receiver read" on public.messages;
create policy "messages: members read" on public.messages
  for select to authenticated using (
    conversation_id in (select cm.conversation_id from public.conversation_members cm where cm.profile_id = (select auth.uid()))
  );

-- start_conversation no longer opens a new conversation between people who blocked one another
-- (an existing one is still returned, so the blocker can find it and unblock).
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
  select id into conv from public.conversations where member_a = a and member_b = b;
  if conv is null then
    if public.is_blocked_between(me, other) then
      raise exception 'Não é possível conversar com esta pessoa.' using errcode = '22023';
    end if;
    insert into public.conversations (member_a, member_b, opportunity_id)
    values (a, b, opportunity)
    on conflict (member_a, member_b) do nothing
    returning id into conv;
    if conv is null then
      select id into conv from public.conversations where member_a = a and member_b = b;
    end if;
  end if;
  insert into public.conversation_members (conversation_id, profile_id)
  values (conv, a), (conv, b)
  on conflict do nothing;
  return conv;
end;
$$;

-- The conversation list ----------------------------------------------------------------------------
-- The caller's conversations, newest activity first, with the other person, the last message and
-- the unread count; `search` filters by the other person's name. Runs as the caller (RLS applies).
create or replace function public.chat_conversations(search text default null, max_rows integer default 100)
returns table (
  id uuid,
  opportunity_id uuid,
  other_id uuid,
  other_name text,
  other_avatar_url text,
  last_message_at timestamptz,
  last_body text,
  last_sender_id uuid,
  last_attachment_name text,
  unread integer,
  blocked_by_me boolean,
  blocked_me boolean
)
language sql
stable
set search_path = ''
as $$
  with me as (select (select auth.uid()) as id),
  mine as (
    select c.id, c.opportunity_id, c.created_at, c.last_message_at,
           case when c.member_a = me.id then c.member_b else c.member_a end as other_id
      from public.conversations c, me
     where c.member_a = me.id or c.member_b = me.id
  )
  select m.id, m.opportunity_id, m.other_id,
         coalesce(p.full_name, 'Usuário'), coalesce(p.avatar_url, p.logo_url),
         m.last_message_at, last.body, last.sender_id, last.attachment_name,
         coalesce(u.n, 0)::int,
         exists (select 1 from public.user_blocks b, me where b.blocker_id = me.id and b.blocked_id = m.other_id),
         exists (select 1 from public.user_blocks b, me where b.blocker_id = m.other_id and b.blocked_id = me.id)
    from mine m
    left join public.public_profiles p on p.id = m.other_id
    left join lateral (
      select x.body, x.sender_id, x.attachment_name from public.messages x
       where x.conversation_id = m.id
       order by x.created_at desc, x.id desc limit 1
    ) last on true
    left join lateral (
      select count(*) as n from public.messages x, me
       where x.receiver_id = me.id and x.conversation_id = m.id and x.read_at is null
    ) u on true
   where search is null or btrim(search) = ''
      or translate(lower(coalesce(p.full_name, '')), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')
         like '%' || translate(lower(btrim(search)), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc') || '%'
   order by coalesce(m.last_message_at, m.created_at) desc, m.id
   limit greatest(1, least(coalesce(max_rows, 100), 500))
$$;

revoke execute on function public.chat_conversations(text, integer) from public, anon;
grant execute on function public.chat_conversations(text, integer) to authenticated, service_role;

-- Attachments bucket ---------------------------------------------------------------------------------
-- Private: files are read through signed URLs by the two members only. Images and PDFs, 10 MB.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('chat-attachments', 'chat-attachments', false, 10485760,
        array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The member test of a storage path: its first folder is a conversation the caller is in.
create or replace function public.is_conversation_member(conversation text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversation_members
    where conversation_id::text = conversation and profile_id = (select auth.uid())
  )
$$;

revoke execute on function public.is_conversation_member(text) from public, anon;
grant execute on function public.is_conversation_member(text) to authenticated, service_role;

create policy "chat attachments: members read" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'chat-attachments'
    and (select public.is_conversation_member((storage.foldername(name))[1]))
  );

create policy "chat attachments: a member uploads into their own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'chat-attachments'
    and cardinality(storage.foldername(name)) = 2
    and (storage.foldername(name))[2] = (select auth.uid())::text
    and (select public.is_conversation_member((storage.foldername(name))[1]))
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif', 'pdf')
  );

create policy "chat attachments: the sender removes own files" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'chat-attachments'
    and (storage.foldername(name))[2] = (select auth.uid())::text
  );
