-- The menu's icon list gains the two the hiring pages use: a handshake for "Contratos" and the
-- scales for the administrators' "Contratos e disputas" (lib/menu/icons.ts holds the same list).
alter table public.pages drop constraint pages_icon_check;

alter table public.pages add constraint pages_icon_check check (
  icon in ('Home', 'Grid', 'Users', 'Settings', 'FileText', 'Briefcase', 'Calendar', 'MessageSquare',
    'Star', 'Globe', 'LayoutDashboard', 'BookOpen', 'ChartBar', 'ShoppingCart', 'Image', 'Video',
    'Network', 'Building', 'Lock', 'LockOpen', 'Key', 'KeyRound',
    'Bell', 'User', 'UserPen', 'Search', 'Clock', 'Archive', 'FilePlus', 'Send',
    'Handshake', 'Scale')
  or icon ~ '^Shield[A-Za-z]*$'
);
