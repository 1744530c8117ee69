-- Cache tag invalidations shared between app instances (docs/architecture/quality.md, "More than
-- one instance"). An instance's updateTag() upserts the tag here; every instance reads the table
-- about once a second and expires locally each tag whose row changed. Only the server's
-- service-role key uses it: RLS on, no policy, nothing granted to anon or authenticated.
create table public.cache_tag_invalidations (
  tag text primary key check (char_length(tag) between 1 and 256),
  invalidated_at timestamptz not null default clock_timestamp()
);

comment on table public.cache_tag_invalidations is
  'Latest invalidation of each Next.js cache tag, read by every app instance (cache-handler.mjs).';

-- Every write is a new version, whatever the client sent: the database's clock, never an instance's.
create function public.stamp_cache_tag_invalidation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.invalidated_at := clock_timestamp();
  return new;
end;
$$;

create trigger cache_tag_invalidations_stamp
  before insert or update on public.cache_tag_invalidations
  for each row execute function public.stamp_cache_tag_invalidation();

revoke execute on function public.stamp_cache_tag_invalidation() from public, anon, authenticated;

alter table public.cache_tag_invalidations enable row level security;

revoke all on public.cache_tag_invalidations from public, anon, authenticated;
grant select, insert, update on public.cache_tag_invalidations to service_role;

-- The wall every table has: a blocked account writes nothing (no grant lets one here anyway).
select public.deny_writes_of_blocked_accounts('public.cache_tag_invalidations');
