-- Menu icons that match their meaning (docs/product/menu.md, "Icons"): the shared list gains the
-- few lucide icons the menu needs (a bell for notifications, a user for one's profile, …). Every
-- name accepted before stays accepted. Pages still showing the stand-in icon the first menu gave
-- them move to the fitting one; an icon an administrator picked since is left alone.

alter table public.pages drop constraint pages_icon_check;

alter table public.pages add constraint pages_icon_check check (
  icon in ('Home', 'Grid', 'Users', 'Settings', 'FileText', 'Briefcase', 'Calendar', 'MessageSquare',
    'Star', 'Globe', 'LayoutDashboard', 'BookOpen', 'ChartBar', 'ShoppingCart', 'Image', 'Video',
    'Network', 'Building', 'Lock', 'LockOpen', 'Key', 'KeyRound',
    'Bell', 'User', 'UserPen', 'Search', 'Clock', 'Archive', 'FilePlus', 'Send')
  or icon ~ '^Shield[A-Za-z]*$'
);

update public.pages as p
set icon = v.icon, updated_at = now()
from (values
  ('notifications', 'Calendar', 'Bell'),
  ('jobs/opportunities', 'Globe', 'Search'),
  ('jobs/create', 'FileText', 'FilePlus'),
  ('jobs/pending', 'Calendar', 'Clock'),
  ('jobs/discarded', 'Lock', 'Archive'),
  ('profile-user', 'Globe', 'User'),
  ('profile', 'Settings', 'UserPen'),
  ('admin/notifications', 'MessageSquare', 'Send'),
  ('admin/audit', 'Lock', 'FileText')
) as v(slug, old_icon, icon)
where p.slug = v.slug and p.icon = v.old_icon;
