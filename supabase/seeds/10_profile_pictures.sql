-- Profile pictures of the demo brand and agency owners. The files are uploaded into the public
-- `avatars` bucket on a fresh database from supabase/seed-assets/avatars (config.toml,
-- [storage.buckets.avatars] objects_path), in each owner's folder, the only place the profiles
-- table accepts (migration 20261125001200). The company logos are set by seed.sql.
update public.profiles set avatar_url = '/storage/v1/object/public/avatars/d0000000-0000-4000-8000-000000000004/avatar-demo-marina-souza.webp'
where id = 'd0000000-0000-4000-8000-000000000004';

update public.profiles set avatar_url = '/storage/v1/object/public/avatars/d0000000-0000-4000-8000-000000000006/avatar-demo-juliana-costa.webp'
where id = 'd0000000-0000-4000-8000-000000000006';
