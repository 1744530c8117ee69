-- A post is "editada" when updated_at differs from created_at: a new post (also one inserted with
-- a past created_at, as the seed and imports do) starts with updated_at = created_at.
create or replace function public.posts_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.updated_at := new.created_at;
    return new;
  end if;
  if new.author_id is distinct from old.author_id or new.created_at is distinct from old.created_at then
    raise exception 'O autor e a data de uma publicação não mudam.' using errcode = '42501';
  end if;
  if new.body is distinct from old.body or new.image_url is distinct from old.image_url then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

drop trigger if exists posts_guard on public.posts;
create trigger posts_guard before insert or update on public.posts
  for each row execute function public.posts_guard();
