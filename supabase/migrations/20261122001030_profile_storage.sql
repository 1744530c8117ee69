-- Profile pictures and company logos in Storage. Both buckets are public (the files are shown
-- on public profiles), hold images only, up to 5 MB each. A signed-in user writes only under a
-- folder named by their own user id: avatars/<uid>/..., logos/<uid>/...
-- Plain SQL on storage.buckets and storage.objects, as on a hosted Supabase project.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 5242880, array['image/jpeg', 'image/png', 'image/webp']),
  ('logos', 'logos', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Public buckets serve their files at /object/public/... without any policy; these policies
-- govern the API (list, upload, upsert, move, remove). Only image extensions are accepted as
-- names, so a key cannot pose as another kind of file.
create policy "profile images: owner reads own folder" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('avatars', 'logos')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "profile images: owner uploads to own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id in ('avatars', 'logos')
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and cardinality(storage.foldername(name)) = 1
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp')
  );

create policy "profile images: owner replaces in own folder" on storage.objects
  for update to authenticated
  using (
    bucket_id in ('avatars', 'logos')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('avatars', 'logos')
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and cardinality(storage.foldername(name)) = 1
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp')
  );

create policy "profile images: owner removes from own folder" on storage.objects
  for delete to authenticated
  using (
    bucket_id in ('avatars', 'logos')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
