-- Moderation of posts and comments (issue 12 item 8; docs/product/admin.md "Moderation"):
-- an administrator removes someone's post or comment with a reason. One function per kind does,
-- in one transaction, the removal, the audit row (before as jsonb, the reason in details) and the
-- author's notification ('moderation' kind, the reason in the body).
--
-- Removal is a delete: the counters' triggers (posts_count, comments_count, likes) keep every list
-- exact, and a removed post leaves every feed at once. What was removed stays in admin_audit.before.
--
-- Administrators no longer delete other people's rows through the Data API: the policies
-- "administrators delete any" go, so a removal always carries its reason, its audit row and its
-- notification. Everyone still deletes their own posts and comments.

insert into public.notification_kinds (kind, label, icon)
values ('moderation', 'Moderação', 'ShieldAlert')
on conflict (kind) do nothing;

drop policy if exists "posts: administrators delete any" on public.posts;
drop policy if exists "post_comments: administrators delete any" on public.post_comments;

-- The reason, trimmed, 5 to 500 characters (the same rule as lib/validation/moderation.ts).
create or replace function public.moderation_reason(reason text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  why text := btrim(coalesce(reason, ''));
begin
  if char_length(why) < 5 then
    raise exception 'Informe o motivo (ao menos 5 caracteres).' using errcode = '22023';
  end if;
  if char_length(why) > 500 then
    raise exception 'O motivo deve ter no máximo 500 caracteres.' using errcode = '22001';
  end if;
  return why;
end;
$$;

revoke execute on function public.moderation_reason(text) from public, anon, authenticated;

create or replace function public.admin_remove_post(post_id uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  why text;
  removed public.posts;
  excerpt text;
begin
  if me is null or not public.is_admin() then
    raise exception 'Apenas administradores podem remover publicações de outras pessoas.' using errcode = '42501';
  end if;
  why := public.moderation_reason(reason);
  delete from public.posts p where p.id = admin_remove_post.post_id returning p.* into removed;
  if removed.id is null then
    raise exception 'Publicação não encontrada.' using errcode = 'P0002';
  end if;

  insert into public.admin_audit (actor_id, action, target_table, target_id, before, after, details)
  values (me, 'post_removed', 'posts', removed.id, to_jsonb(removed), null,
          jsonb_build_object('reason', why, 'author_id', removed.author_id));

  if removed.author_id <> me then
    excerpt := nullif(btrim(left(removed.body, 140)), '');
    insert into public.notifications (profile_id, kind, title, body, link)
    values (removed.author_id, 'moderation', 'Sua publicação foi removida',
      'Motivo: ' || why || coalesce(E'\n\nPublicação: "' || excerpt || case when char_length(removed.body) > 140 then '…"' else '"' end, ''),
      '/termos');
  end if;
end;
$$;

comment on function public.admin_remove_post(uuid, text) is
  'Administrators: remove a post with a reason (5–500 characters); audited, and the author is notified.';

revoke execute on function public.admin_remove_post(uuid, text) from public, anon;
grant execute on function public.admin_remove_post(uuid, text) to authenticated;

create or replace function public.admin_remove_comment(comment_id uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  why text;
  removed public.post_comments;
  excerpt text;
begin
  if me is null or not public.is_admin() then
    raise exception 'Apenas administradores podem remover comentários de outras pessoas.' using errcode = '42501';
  end if;
  why := public.moderation_reason(reason);
  delete from public.post_comments c where c.id = admin_remove_comment.comment_id returning c.* into removed;
  if removed.id is null then
    raise exception 'Comentário não encontrado.' using errcode = 'P0002';
  end if;

  insert into public.admin_audit (actor_id, action, target_table, target_id, before, after, details)
  values (me, 'comment_removed', 'post_comments', removed.id, to_jsonb(removed), null,
          jsonb_build_object('reason', why, 'author_id', removed.author_id, 'post_id', removed.post_id));

  if removed.author_id <> me then
    excerpt := btrim(left(removed.body, 140));
    insert into public.notifications (profile_id, kind, title, body, link)
    values (removed.author_id, 'moderation', 'Seu comentário foi removido',
      'Motivo: ' || why || E'\n\nComentário: "' || excerpt || case when char_length(removed.body) > 140 then '…"' else '"' end,
      '/termos');
  end if;
end;
$$;

comment on function public.admin_remove_comment(uuid, text) is
  'Administrators: remove a comment with a reason (5–500 characters); audited, and the author is notified.';

revoke execute on function public.admin_remove_comment(uuid, text) from public, anon;
grant execute on function public.admin_remove_comment(uuid, text) to authenticated;

-- What one person wrote, for the moderation queues: every post and comment, a blocked author's
-- too (the feeds hide those; moderators still see them), newest first, with the total.
create or replace function public.admin_member_posts(member uuid, page_size integer default 10, page_offset integer default 0)
returns table (
  id uuid,
  body text,
  image_url text,
  likes_count integer,
  comments_count integer,
  created_at timestamptz,
  updated_at timestamptz,
  total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem ver esta lista.' using errcode = '42501';
  end if;
  return query
    select p.id, p.body, p.image_url, p.likes_count, p.comments_count, p.created_at, p.updated_at, count(*) over ()
    from public.posts p
    where p.author_id = member
    order by p.created_at desc, p.id desc
    limit least(greatest(coalesce(page_size, 10), 1), 50)
    offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

revoke execute on function public.admin_member_posts(uuid, integer, integer) from public, anon;
grant execute on function public.admin_member_posts(uuid, integer, integer) to authenticated;

create or replace function public.admin_member_comments(member uuid, page_size integer default 10, page_offset integer default 0)
returns table (
  id uuid,
  post_id uuid,
  body text,
  created_at timestamptz,
  post_excerpt text,
  post_author_name text,
  total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem ver esta lista.' using errcode = '42501';
  end if;
  return query
    select c.id, c.post_id, c.body, c.created_at, left(p.body, 140), public.profile_display_name(p.author_id), count(*) over ()
    from public.post_comments c
    join public.posts p on p.id = c.post_id
    where c.author_id = member
    order by c.created_at desc, c.id desc
    limit least(greatest(coalesce(page_size, 10), 1), 50)
    offset greatest(coalesce(page_offset, 0), 0);
end;
$$;

revoke execute on function public.admin_member_comments(uuid, integer, integer) from public, anon;
grant execute on function public.admin_member_comments(uuid, integer, integer) to authenticated;
