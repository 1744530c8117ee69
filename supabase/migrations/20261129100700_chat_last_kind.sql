-- The conversation list says when its last message is a system line (a contract's move, posted by
-- the platform): chat_conversations returns the last message's kind beside its body, read by the
-- same lateral lookup (no second query).
drop function if exists public.chat_conversations(text, integer);

create or replace function public.chat_conversations(search text default null, max_rows integer default 100)
returns table (
  id uuid,
  opportunity_id uuid,
  opportunity_title text,
  other_id uuid,
  other_name text,
  other_avatar_url text,
  last_message_at timestamptz,
  last_body text,
  last_sender_id uuid,
  last_attachment_name text,
  last_kind text,
  unread integer,
  blocked_by_me boolean,
  blocked_me boolean
)
language sql
stable
set search_path = ''
as $$
  with me as materialized (select (select auth.uid()) as id),
  mine as materialized (
    select c.id, c.opportunity_id, c.created_at, c.last_message_at, c.other_id, p.full_name, coalesce(p.avatar_url, p.logo_url) as avatar
      from (
        select c.*, c.member_b as other_id from public.conversations c, me where c.member_a = me.id
        union all
        select c.*, c.member_a from public.conversations c, me where c.member_b = me.id
      ) c
      left join public.public_profiles p on p.id = c.other_id
     where search is null or btrim(search) = ''
        or translate(lower(coalesce(p.full_name, '')), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')
           like '%' || translate(lower(btrim(search)), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc') || '%'
     order by coalesce(c.last_message_at, c.created_at) desc, c.id
     limit greatest(1, least(coalesce(max_rows, 100), 500))
  )
  select m.id, m.opportunity_id, o.title, m.other_id,
         coalesce(m.full_name, 'Usuário'), m.avatar,
         m.last_message_at, last.body, last.sender_id, last.attachment_name, last.kind,
         coalesce(u.n, 0)::int,
         exists (select 1 from public.user_blocks b, me where b.blocker_id = me.id and b.blocked_id = m.other_id),
         exists (select 1 from public.user_blocks b, me where b.blocker_id = m.other_id and b.blocked_id = me.id)
    from mine m
    left join public.opportunities o on o.id = m.opportunity_id
    left join lateral (
      select x.body, x.sender_id, x.attachment_name, x.kind from public.messages x
       where x.conversation_id = m.id
       order by x.created_at desc, x.id desc limit 1
    ) last on true
    left join lateral (
      select count(*) as n from public.messages x, me
       where x.receiver_id = me.id and x.conversation_id = m.id and x.read_at is null
    ) u on true
   order by coalesce(m.last_message_at, m.created_at) desc, m.id
$$;

revoke execute on function public.chat_conversations(text, integer) from public, anon;
grant execute on function public.chat_conversations(text, integer) to authenticated, service_role;
