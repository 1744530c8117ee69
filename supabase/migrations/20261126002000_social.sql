-- Social (issue 10, docs/domain/model.md "Social"): posts, likes, comments and follows, with
-- counters kept exact by triggers (lists never count rows per request) and notifications for a
-- new follower, a like (aggregated per post) and a comment.
--
-- Who may do what: signed-in users read the posts, comments, likes and follows of accounts that
-- are not blocked; each person writes, edits and deletes only their own; administrators may
-- delete any post or comment (moderation).

-- Counters per person -----------------------------------------------------------------------------
create table public.social_counts (
  profile_id uuid primary key references public.profiles (id) on delete cascade,
  followers_count integer not null default 0 check (followers_count >= 0),
  following_count integer not null default 0 check (following_count >= 0),
  posts_count integer not null default 0 check (posts_count >= 0)
);

comment on table public.social_counts is
  'Followers, following and posts per person, kept exact by triggers on follows and posts; clients only read it.';

-- Posts -------------------------------------------------------------------------------------------
create table public.posts (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  body text not null default '' check (char_length(body) <= 3000),
  -- the path of an image in the post-images bucket, in the author's folder (never a host)
  image_url text check (
    image_url ~ '^/storage/v1/object/public/post-images/[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.(jpe?g|png|webp)$'
    and split_part(image_url, '/', 7) = author_id::text
  ),
  likes_count integer not null default 0 check (likes_count >= 0),
  comments_count integer not null default 0 check (comments_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint posts_not_empty check (btrim(body) <> '' or image_url is not null)
);

-- keyset pages: (created_at desc, id desc), everyone's and one author's
create index posts_created_idx on public.posts (created_at desc, id desc);
create index posts_author_created_idx on public.posts (author_id, created_at desc, id desc);

create table public.post_likes (
  post_id uuid not null references public.posts (id) on delete cascade,
  profile_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, profile_id)
);

create index post_likes_profile_idx on public.post_likes (profile_id, post_id);

create table public.post_comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  author_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  body text not null check (char_length(body) <= 1000 and btrim(body) <> ''),
  created_at timestamptz not null default now()
);

create index post_comments_post_created_idx on public.post_comments (post_id, created_at, id);
create index post_comments_author_idx on public.post_comments (author_id);

create table public.follows (
  follower_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  following_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, following_id),
  constraint follows_not_self check (follower_id <> following_id)
);

create index follows_following_idx on public.follows (following_id, created_at desc);
create index follows_follower_created_idx on public.follows (follower_id, created_at desc);

-- Who wrote what never changes; an edit touches the text and image only. -------------------------
create or replace function public.posts_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.author_id is distinct from old.author_id or new.created_at is distinct from old.created_at then
      raise exception 'O autor e a data de uma publicação não mudam.' using errcode = '42501';
    end if;
    if new.body is distinct from old.body or new.image_url is distinct from old.image_url then
      new.updated_at := now();
    end if;
  end if;
  return new;
end;
$$;

create trigger posts_guard before update on public.posts
  for each row execute function public.posts_guard();

-- Counters ------------------------------------------------------------------------------------------
-- Adds deltas to the people's counters; rows are created first in id order (concurrent statements
-- lock them in the same order) and updated in place.
create or replace function public.apply_social_deltas(profile_ids uuid[], followers integer[], following integer[], posts integer[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.social_counts (profile_id)
  select d.id from unnest(profile_ids) as d(id) order by 1
  on conflict (profile_id) do nothing;
  update public.social_counts c
     set followers_count = greatest(c.followers_count + d.f1, 0),
         following_count = greatest(c.following_count + d.f2, 0),
         posts_count = greatest(c.posts_count + d.p, 0)
    from unnest(profile_ids, followers, following, posts) as d(id, f1, f2, p)
   where c.profile_id = d.id;
end;
$$;

create or replace function public.follows_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[];
  f1 integer[];
  f2 integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(id order by id), array_agg(a order by id), array_agg(b order by id)
      into ids, f1, f2
      from (select id, sum(a)::int a, sum(b)::int b from (
              select following_id id, 1 a, 0 b from new_rows union all select follower_id, 0, 1 from new_rows) x
            group by id) t;
  else
    select array_agg(id order by id), array_agg(-a order by id), array_agg(-b order by id)
      into ids, f1, f2
      from (select id, sum(a)::int a, sum(b)::int b from (
              select following_id id, 1 a, 0 b from old_rows union all select follower_id, 0, 1 from old_rows) x
            group by id) t
     -- a deleted account's own counter row is already gone with it
     where exists (select 1 from public.profiles p where p.id = t.id);
  end if;
  if ids is not null then
    perform public.apply_social_deltas(ids, f1, f2, array_fill(0, array[cardinality(ids)]));
  end if;
  return null;
end;
$$;

create trigger follows_count_insert after insert on public.follows
  referencing new table as new_rows for each statement execute function public.follows_count();
create trigger follows_count_delete after delete on public.follows
  referencing old table as old_rows for each statement execute function public.follows_count();

create or replace function public.posts_count()
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
    select array_agg(author_id order by author_id), array_agg(n order by author_id) into ids, ds
      from (select author_id, count(*)::int n from new_rows group by 1) t;
  else
    select array_agg(author_id order by author_id), array_agg(-n order by author_id) into ids, ds
      from (select author_id, count(*)::int n from old_rows group by 1) t
     where exists (select 1 from public.profiles p where p.id = t.author_id);
  end if;
  if ids is not null then
    perform public.apply_social_deltas(ids, array_fill(0, array[cardinality(ids)]), array_fill(0, array[cardinality(ids)]), ds);
  end if;
  return null;
end;
$$;

create trigger posts_count_insert after insert on public.posts
  referencing new table as new_rows for each statement execute function public.posts_count();
create trigger posts_count_delete after delete on public.posts
  referencing old table as old_rows for each statement execute function public.posts_count();

-- likes_count / comments_count: one update per post and statement, so 200 concurrent likes queue
-- on the post's row and the count stays exact.
create or replace function public.post_likes_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.posts p set likes_count = p.likes_count + n.n
      from (select post_id, count(*)::int n from new_rows group by 1) n where p.id = n.post_id;
  else
    update public.posts p set likes_count = greatest(p.likes_count - n.n, 0)
      from (select post_id, count(*)::int n from old_rows group by 1) n where p.id = n.post_id;
  end if;
  return null;
end;
$$;

create trigger post_likes_count_insert after insert on public.post_likes
  referencing new table as new_rows for each statement execute function public.post_likes_count();
create trigger post_likes_count_delete after delete on public.post_likes
  referencing old table as old_rows for each statement execute function public.post_likes_count();

create or replace function public.post_comments_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.posts p set comments_count = p.comments_count + n.n
      from (select post_id, count(*)::int n from new_rows group by 1) n where p.id = n.post_id;
  else
    update public.posts p set comments_count = greatest(p.comments_count - n.n, 0)
      from (select post_id, count(*)::int n from old_rows group by 1) n where p.id = n.post_id;
  end if;
  return null;
end;
$$;

create trigger post_comments_count_insert after insert on public.post_comments
  referencing new table as new_rows for each statement execute function public.post_comments_count();
create trigger post_comments_count_delete after delete on public.post_comments
  referencing old table as old_rows for each statement execute function public.post_comments_count();

-- Notifications -----------------------------------------------------------------------------------
-- The name a person shows: a company's name, else the person's name.
create or replace function public.profile_display_name(id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(p.company_name), ''), nullif(btrim(p.full_name), ''), 'Alguém')
  from public.profiles p where p.id = profile_display_name.id
$$;

create or replace function public.follows_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (profile_id, kind, title, body, link, created_at)
  values (new.following_id, 'new_follower', 'Novo seguidor',
    left(public.profile_display_name(new.follower_id), 150) || ' começou a seguir você.',
    '/profile-user?id=' || new.follower_id, new.created_at);
  return null;
end;
$$;

create trigger follows_notify after insert on public.follows
  for each row execute function public.follows_notify();

-- One unread notification per post for its likes: a new like rewrites it
-- ("Ana e mais 3 curtiram sua publicação") instead of adding a row per like.
create or replace function public.post_likes_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_author uuid;
  v_excerpt text;
  v_link text := '/feed?post=' || new.post_id;
  v_others integer;
  v_title text;
begin
  select author_id, left(body, 140) into v_author, v_excerpt from public.posts where id = new.post_id;
  if v_author is null or v_author = new.profile_id then
    return null;
  end if;
  select count(*) - 1 into v_others from public.post_likes where post_id = new.post_id and profile_id <> v_author;
  v_title := left(public.profile_display_name(new.profile_id), 120)
    || case when v_others > 0 then ' e mais ' || v_others || ' curtiram sua publicação' else ' curtiu sua publicação' end;
  update public.notifications
     set title = v_title, created_at = greatest(created_at, new.created_at)
   where profile_id = v_author and kind = 'post_like' and link = v_link and read_at is null;
  if not found then
    insert into public.notifications (profile_id, kind, title, body, link, created_at)
    values (v_author, 'post_like', v_title, nullif(v_excerpt, ''), v_link, new.created_at);
  end if;
  return null;
end;
$$;

create trigger post_likes_notify after insert on public.post_likes
  for each row execute function public.post_likes_notify();

create or replace function public.post_comments_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_author uuid;
begin
  select author_id into v_author from public.posts where id = new.post_id;
  if v_author is null or v_author = new.author_id then
    return null;
  end if;
  insert into public.notifications (profile_id, kind, title, body, link, created_at)
  values (v_author, 'post_comment',
    left(public.profile_display_name(new.author_id), 120) || ' comentou sua publicação',
    left(new.body, 280), '/feed?post=' || new.post_id, new.created_at);
  return null;
end;
$$;

create trigger post_comments_notify after insert on public.post_comments
  for each row execute function public.post_comments_notify();

revoke execute on function public.apply_social_deltas(uuid[], integer[], integer[], integer[]),
  public.follows_count(), public.posts_count(), public.post_likes_count(), public.post_comments_count(),
  public.follows_notify(), public.post_likes_notify(), public.post_comments_notify()
  from public, anon, authenticated;

-- Row level security ----------------------------------------------------------------------------
alter table public.social_counts enable row level security;
alter table public.posts enable row level security;
alter table public.post_likes enable row level security;
alter table public.post_comments enable row level security;
alter table public.follows enable row level security;

revoke all on public.social_counts, public.posts, public.post_likes, public.post_comments, public.follows from anon;

-- An account that is not blocked (public_profiles shows only those; the view runs as its owner).
create or replace function public.is_visible_profile(id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = is_visible_profile.id and not p.is_blocked)
$$;

revoke execute on function public.is_visible_profile(uuid) from public, anon;
grant execute on function public.is_visible_profile(uuid) to authenticated, service_role;

revoke insert, update, delete, truncate on public.social_counts from authenticated;
create policy "social_counts: signed-in users read" on public.social_counts
  for select to authenticated using (true);

-- posts: counters and authorship are written by the database only
revoke insert, update on public.posts from authenticated;
grant insert (author_id, body, image_url) on public.posts to authenticated;
grant update (body, image_url) on public.posts to authenticated;

create policy "posts: signed-in users read posts of active accounts" on public.posts
  for select to authenticated using (public.is_visible_profile(author_id));
create policy "posts: author writes own" on public.posts
  for insert to authenticated with check (author_id = (select auth.uid()));
create policy "posts: author edits own" on public.posts
  for update to authenticated
  using (author_id = (select auth.uid())) with check (author_id = (select auth.uid()));
create policy "posts: author deletes own" on public.posts
  for delete to authenticated using (author_id = (select auth.uid()));
create policy "posts: administrators delete any" on public.posts
  for delete to authenticated using ((select public.is_admin()));

revoke insert, update on public.post_likes from authenticated;
grant insert (post_id, profile_id) on public.post_likes to authenticated;
create policy "post_likes: signed-in users read likes of active accounts" on public.post_likes
  for select to authenticated using (public.is_visible_profile(profile_id));
create policy "post_likes: each likes as themselves a visible post" on public.post_likes
  for insert to authenticated with check (
    profile_id = (select auth.uid())
    and exists (select 1 from public.posts p where p.id = post_id)
  );
create policy "post_likes: each removes own" on public.post_likes
  for delete to authenticated using (profile_id = (select auth.uid()));

revoke insert, update on public.post_comments from authenticated;
grant insert (post_id, author_id, body) on public.post_comments to authenticated;
create policy "post_comments: signed-in users read comments of active accounts" on public.post_comments
  for select to authenticated using (public.is_visible_profile(author_id));
create policy "post_comments: each comments as themselves on a visible post" on public.post_comments
  for insert to authenticated with check (
    author_id = (select auth.uid())
    and exists (select 1 from public.posts p where p.id = post_id)
  );
create policy "post_comments: author deletes own" on public.post_comments
  for delete to authenticated using (author_id = (select auth.uid()));
create policy "post_comments: administrators delete any" on public.post_comments
  for delete to authenticated using ((select public.is_admin()));

revoke insert, update on public.follows from authenticated;
grant insert (follower_id, following_id) on public.follows to authenticated;
create policy "follows: signed-in users read follows between active accounts" on public.follows
  for select to authenticated using (public.is_visible_profile(follower_id) and public.is_visible_profile(following_id));
create policy "follows: each follows as themselves" on public.follows
  for insert to authenticated with check (
    follower_id = (select auth.uid()) and public.is_visible_profile(following_id)
  );
create policy "follows: each unfollows own" on public.follows
  for delete to authenticated using (follower_id = (select auth.uid()));

select public.deny_writes_of_blocked_accounts('public.social_counts');
select public.deny_writes_of_blocked_accounts('public.posts');
select public.deny_writes_of_blocked_accounts('public.post_likes');
select public.deny_writes_of_blocked_accounts('public.post_comments');
select public.deny_writes_of_blocked_accounts('public.follows');

-- New posts reach the "Novas publicações" pill through Realtime (RLS applies to what it sends).
alter publication supabase_realtime add table public.posts;
