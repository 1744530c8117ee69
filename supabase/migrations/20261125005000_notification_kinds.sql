-- Notification kinds as rows, not a check list: each feature's migration adds the kinds it
-- creates (insert ... on conflict do nothing), so migrations written side by side never undo
-- each other's kinds. icon is a lucide icon name the notifications center shows.
create table public.notification_kinds (
  kind text primary key check (kind ~ '^[a-z][a-z0-9_]{1,62}$'),
  label text not null check (char_length(btrim(label)) between 1 and 80),
  icon text not null default 'Bell' check (icon ~ '^[A-Za-z0-9]{1,40}$')
);

alter table public.notification_kinds enable row level security;
create policy "notification_kinds: signed-in users read" on public.notification_kinds
  for select to authenticated using (true);
select public.deny_writes_of_blocked_accounts('public.notification_kinds');

insert into public.notification_kinds (kind, label, icon) values
  ('application_received', 'Nova candidatura', 'UserPlus'),
  ('application_selected', 'Candidatura selecionada', 'CircleCheck'),
  ('application_discarded', 'Candidatura não selecionada', 'CircleX'),
  ('opportunity_changed', 'Oportunidade alterada', 'Briefcase'),
  ('new_follower', 'Novo seguidor', 'Users'),
  ('post_comment', 'Comentário na sua publicação', 'MessageSquare'),
  ('post_like', 'Curtida na sua publicação', 'Heart'),
  ('admin_broadcast', 'Aviso da plataforma', 'Megaphone')
on conflict (kind) do nothing;

alter table public.notifications drop constraint if exists notifications_kind_check;
alter table public.notifications
  add constraint notifications_kind_fkey foreign key (kind) references public.notification_kinds (kind);
