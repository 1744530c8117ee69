-- The administration area's demo data (issue 12): the audit log's menu page, a draft of the next
-- terms of use, and a past broadcast in the history. Runs once on a fresh database, after seed.sql.

insert into public.pages (name, slug, icon, menu_section, in_menu)
values ('Registro de auditoria', 'admin/audit', 'FileText', 'Administração', true)
on conflict (slug) do nothing;

insert into public.permissions (page_id, user_category, has_access)
select p.id, c.category, c.category = 'administrador'
from public.pages p
cross join (values ('Quero Oferecer meu serviço'), ('Quero Contratar'), ('administrador'), ('no_category')) as c(category)
where p.slug = 'admin/audit'
on conflict (page_id, user_category) do nothing;

insert into public.admin_broadcasts (title, body, link, target_category, recipients, sent_by, sent_at)
select 'Boas-vindas ao Conecta Criadores', 'Complete o seu perfil para aparecer nas buscas das marcas.', '/profile',
  null, (select count(*) from public.profiles), 'd0000000-0000-4000-8000-000000000001', now() - interval '3 days'
where exists (select 1 from public.profiles where id = 'd0000000-0000-4000-8000-000000000001');
