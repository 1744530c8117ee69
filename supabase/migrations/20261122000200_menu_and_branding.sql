-- Menu and branding (docs/product/menu.md, docs/domain/model.md): the pages of the menu,
-- who may open each, and the site's images. Everyone reads them (the landing page uses
-- site_images before sign-in); only administrators write them.

create table public.pages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  -- the route without its leading slash: 'feed', 'jobs/create', 'admin/users'
  slug text not null unique check (slug ~ '^[a-z0-9]+([-/][a-z0-9]+)*$' and char_length(slug) <= 100),
  -- a name of the shared icon list (docs/product/menu.md); the app falls back to Home for a name it does not draw
  icon text not null default 'Home' check (
    icon in ('Home', 'Grid', 'Users', 'Settings', 'FileText', 'Briefcase', 'Calendar', 'MessageSquare',
      'Star', 'Globe', 'LayoutDashboard', 'BookOpen', 'ChartBar', 'ShoppingCart', 'Image', 'Video',
      'Network', 'Building', 'Lock', 'LockOpen', 'Key', 'KeyRound')
    or icon ~ '^Shield[A-Za-z]*$'
  ),
  -- null or 'no_section': listed without a heading
  menu_section text check (menu_section in ('Navegação', 'Trabalhos', 'Administração', 'Rede', 'Perfil', 'no_section')),
  position integer not null default 0,
  -- false for routes that are access-controlled but not listed (wizard steps 2/3, edit)
  in_menu boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.permissions (
  id uuid primary key default gen_random_uuid(),
  page_id uuid not null references public.pages (id) on delete cascade,
  user_category text not null check (user_category in ('Quero Oferecer meu serviço', 'Quero Contratar', 'administrador', 'no_category')),
  has_access boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (page_id, user_category)
);

create table public.site_images (
  id uuid primary key default gen_random_uuid(),
  type text not null unique check (type in ('logo', 'reduced_logo', 'favicon-16x16', 'favicon-32x32',
    'apple-touch-icon', 'android-chrome-192x192', 'android-chrome-512x512')),
  -- an absolute http(s) URL (storage) or a path served by the app (public/brand/...)
  url text not null check (url ~* '^(https?://|/)' and char_length(url) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger pages_touch before update on public.pages
  for each row execute function public.touch_updated_at();
create trigger permissions_touch before update on public.permissions
  for each row execute function public.touch_updated_at();
create trigger site_images_touch before update on public.site_images
  for each row execute function public.touch_updated_at();

-- Row level security ----------------------------------------------------------------------------
alter table public.pages enable row level security;
alter table public.permissions enable row level security;
alter table public.site_images enable row level security;

create policy "pages: everyone reads" on public.pages
  for select to anon, authenticated using (true);
create policy "pages: administrators insert" on public.pages
  for insert to authenticated with check ((select public.is_admin()));
create policy "pages: administrators update" on public.pages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "pages: administrators delete" on public.pages
  for delete to authenticated using ((select public.is_admin()));

create policy "permissions: everyone reads" on public.permissions
  for select to anon, authenticated using (true);
create policy "permissions: administrators insert" on public.permissions
  for insert to authenticated with check ((select public.is_admin()));
create policy "permissions: administrators update" on public.permissions
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "permissions: administrators delete" on public.permissions
  for delete to authenticated using ((select public.is_admin()));

create policy "site_images: everyone reads" on public.site_images
  for select to anon, authenticated using (true);
create policy "site_images: administrators insert" on public.site_images
  for insert to authenticated with check ((select public.is_admin()));
create policy "site_images: administrators update" on public.site_images
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "site_images: administrators delete" on public.site_images
  for delete to authenticated using ((select public.is_admin()));

-- anon only reads
revoke insert, update, delete, truncate on public.pages, public.permissions, public.site_images from anon;
revoke truncate on public.pages, public.permissions, public.site_images from authenticated;
