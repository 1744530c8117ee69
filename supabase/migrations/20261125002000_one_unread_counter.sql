-- The unread badges were kept by two trigger functions, messages_count_unread and
-- notifications_count_unread, that differed only in the column naming the person whose counter
-- moves. One function now serves both tables: the counter and that column are trigger arguments.
-- The messages trigger's other duty, moving conversations.last_message_at, gets its own trigger.

-- Statement-level, so marking a whole conversation read updates each counter once. The column is
-- quoted with %I; both arguments come from the trigger definitions below, never from a caller.
create or replace function public.count_unread()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  counter text := tg_argv[0];
  person text := tg_argv[1];
  ids uuid[];
  ds integer[];
begin
  if tg_op = 'INSERT' then
    execute format(
      'select array_agg(p order by p), array_agg(n order by p)
         from (select %I as p, count(*)::int as n from new_rows where read_at is null group by 1) t',
      person) into ids, ds;
  elsif tg_op = 'DELETE' then
    execute format(
      'select array_agg(p order by p), array_agg(-n order by p)
         from (select %I as p, count(*)::int as n from old_rows where read_at is null group by 1) t',
      person) into ids, ds;
  else
    execute format(
      'select array_agg(p order by p), array_agg(n order by p)
         from (
           select p, sum(d)::int as n from (
             select %1$I as p, 1 as d from new_rows where read_at is null
             union all
             select %1$I, -1 from old_rows where read_at is null
           ) x group by p having sum(d) <> 0
         ) t',
      person) into ids, ds;
  end if;
  if ids is not null then
    perform public.apply_unread_deltas(counter, ids, ds);
  end if;
  return null;
end;
$$;

comment on function public.count_unread() is
  'Trigger: moves unread_counts.<counter> (argument 1) of the person in column <argument 2> by the unread rows inserted, updated or deleted.';

create or replace function public.messages_touch_conversation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversations c
     set last_message_at = greatest(coalesce(c.last_message_at, m.at), m.at)
    from (select conversation_id, max(created_at) as at from new_rows group by 1) m
   where c.id = m.conversation_id;
  return null;
end;
$$;

drop trigger messages_count_unread_insert on public.messages;
drop trigger messages_count_unread_update on public.messages;
drop trigger messages_count_unread_delete on public.messages;
drop trigger notifications_count_unread_insert on public.notifications;
drop trigger notifications_count_unread_update on public.notifications;
drop trigger notifications_count_unread_delete on public.notifications;
drop function public.messages_count_unread();
drop function public.notifications_count_unread();

create trigger messages_count_unread_insert
  after insert on public.messages
  referencing new table as new_rows
  for each statement execute function public.count_unread('messages', 'receiver_id');
create trigger messages_count_unread_update
  after update on public.messages
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.count_unread('messages', 'receiver_id');
create trigger messages_count_unread_delete
  after delete on public.messages
  referencing old table as old_rows
  for each statement execute function public.count_unread('messages', 'receiver_id');
create trigger messages_touch_conversation
  after insert on public.messages
  referencing new table as new_rows
  for each statement execute function public.messages_touch_conversation();

create trigger notifications_count_unread_insert
  after insert on public.notifications
  referencing new table as new_rows
  for each statement execute function public.count_unread('notifications', 'profile_id');
create trigger notifications_count_unread_update
  after update on public.notifications
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.count_unread('notifications', 'profile_id');
create trigger notifications_count_unread_delete
  after delete on public.notifications
  referencing old table as old_rows
  for each statement execute function public.count_unread('notifications', 'profile_id');

revoke execute on function public.count_unread(), public.messages_touch_conversation() from public, anon, authenticated;
