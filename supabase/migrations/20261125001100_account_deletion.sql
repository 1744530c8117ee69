-- Deleting an account (issue 7 item 7). Deleting an auth user cascades to the profile and from
-- there to everything that belongs to it (messages, conversations, notifications, unread counts,
-- onboarding rows). The unread-count triggers ran during that cascade and re-created the
-- unread_counts row of the profile being deleted, whose foreign key then failed the whole delete
-- ("Database error deleting user"). Counters are now kept only for profiles that still exist.
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
  -- A profile deleted in this statement (an account being deleted) gets no counter row back.
  insert into public.unread_counts (profile_id)
  select d.profile_id
  from unnest(profile_ids) as d(profile_id)
  where exists (select 1 from public.profiles p where p.id = d.profile_id)
  order by 1
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
