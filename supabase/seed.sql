-- Seed for a fresh local database (run once after the migrations, by `npm run db:reset`,
-- the test stack, or `supabase db reset` with the official CLI). Not re-runnable on purpose:
-- plain inserts fail on a database that already holds these rows.

-- Menu: one page per screen (lib/routes.ts); the sidebar lists each section by name -----------
-- creator = 'Quero Oferecer meu serviço', hirer = 'Quero Contratar'. Administrators get every
-- page; 'no_category' gets none (the gate sends those users to /category-selection).
insert into public.pages (name, slug, icon, menu_section, in_menu)
select name, slug, icon, menu_section, in_menu
from (values
  ('Feed', 'feed', 'Home', 'Navegação', true),
  ('Painel', 'dashboard', 'LayoutDashboard', 'Navegação', true),
  ('Notificações', 'notifications', 'Bell', 'Navegação', true),
  ('Mensagens', 'chat', 'MessageSquare', 'Navegação', true),
  ('Oportunidades', 'jobs/opportunities', 'Search', 'Trabalhos', true),
  ('Criar oportunidade', 'jobs/create', 'FilePlus', 'Trabalhos', true),
  ('Criar oportunidade: etapa 2', 'jobs/create2', 'FileText', 'Trabalhos', false),
  ('Criar oportunidade: etapa 3', 'jobs/create3', 'FileText', 'Trabalhos', false),
  ('Editar oportunidade', 'jobs/edit', 'FileText', 'Trabalhos', false),
  ('Minhas oportunidades', 'jobs/minhasoportunidades', 'Briefcase', 'Trabalhos', true),
  ('Candidaturas', 'jobs/candidates', 'Users', 'Trabalhos', true),
  ('Pendentes', 'jobs/pending', 'Clock', 'Trabalhos', true),
  ('Descartados', 'jobs/discarded', 'Archive', 'Trabalhos', true),
  ('Meus candidatos', 'jobs/meuscandidatos', 'Star', 'Trabalhos', true),
  ('Contratos', 'contratos', 'Handshake', 'Trabalhos', true),
  ('Contrato', 'contrato', 'FileText', 'Trabalhos', false),
  ('Proposta', 'proposta', 'FileText', 'Trabalhos', false),
  ('Tipos de serviço', 'admin/service-types', 'Settings', 'Administração', true),
  ('Subtipos de serviço', 'admin/service-types2', 'Grid', 'Administração', true),
  ('Tipos de conteúdo', 'admin/content-types', 'Video', 'Administração', true),
  ('Tipos de empresa', 'admin/company-types', 'Building', 'Administração', true),
  ('Serviços de agência', 'admin/agency-service-types', 'Briefcase', 'Administração', true),
  ('Perguntas do onboarding', 'admin/service-questions', 'BookOpen', 'Administração', true),
  ('Respostas dos criadores', 'admin/service-questions2', 'ChartBar', 'Administração', true),
  ('Perguntas de triagem', 'admin/opportunity-questions', 'FileText', 'Administração', true),
  ('Permissões', 'admin/permissions', 'KeyRound', 'Administração', true),
  ('Usuários', 'admin/users', 'Users', 'Administração', true),
  ('Termos de uso', 'admin/terms', 'BookOpen', 'Administração', true),
  ('Enviar notificações', 'admin/notifications', 'Send', 'Administração', true),
  ('Gestão de criadores', 'admin/gestao-profile', 'ShieldCheck', 'Administração', true),
  ('Gestão de marcas', 'admin/gestao-profile2', 'Shield', 'Administração', true),
  ('Gestão de agências', 'admin/gestao-profile4', 'ShieldAlert', 'Administração', true),
  ('Imagens do site', 'admin/site-images', 'Image', 'Administração', true),
  ('Contratos e disputas', 'admin/contratos', 'Scale', 'Administração', true),
  ('Minha rede', 'network', 'Network', 'Rede', true),
  ('Empresas', 'companies', 'Building', 'Rede', true),
  ('Meu perfil', 'profile-user', 'User', 'Perfil', true),
  ('Editar perfil', 'profile', 'UserPen', 'Perfil', true),
  ('Perfil da empresa', 'profile-empresa', 'Building', 'Perfil', true)
) as p(name, slug, icon, menu_section, in_menu);

with access(slug, creator, hirer) as (
  values
    ('feed', true, true),
    ('dashboard', true, true),
    ('notifications', true, true),
    ('chat', true, true),
    ('network', true, true),
    ('companies', true, true),
    ('jobs/opportunities', true, false),
    ('jobs/create', false, true),
    ('jobs/create2', false, true),
    ('jobs/create3', false, true),
    ('jobs/edit', false, true),
    ('jobs/minhasoportunidades', true, true),
    ('jobs/candidates', true, true),
    ('jobs/pending', true, true),
    ('jobs/discarded', true, true),
    ('jobs/meuscandidatos', false, true),
    ('contratos', true, true),
    ('contrato', true, true),
    ('proposta', true, true),
    ('profile-user', true, true),
    ('profile', true, false),
    ('profile-empresa', false, true)
)
insert into public.permissions (page_id, user_category, has_access)
select p.id, c.category,
  case c.category
    when 'administrador' then true
    when 'Quero Oferecer meu serviço' then coalesce(a.creator, false)
    when 'Quero Contratar' then coalesce(a.hirer, false)
    else false
  end
from public.pages p
left join access a on a.slug = p.slug
cross join (values ('Quero Oferecer meu serviço'), ('Quero Contratar'), ('administrador'), ('no_category')) as c(category);

-- Branding: the files shipped in public/brand ----------------------------------------------------
insert into public.site_images (type, url) values
  ('logo', '/brand/logo.svg'),
  ('reduced_logo', '/brand/logo-reduced.svg'),
  ('favicon-16x16', '/brand/favicon-16x16.png'),
  ('favicon-32x32', '/brand/favicon-32x32.png'),
  ('apple-touch-icon', '/brand/apple-touch-icon.png'),
  ('android-chrome-192x192', '/brand/android-chrome-192x192.png'),
  ('android-chrome-512x512', '/brand/android-chrome-512x512.png');

-- Demo accounts (password Demo@12345) ------------------------------------------------------------
-- Inserted as Supabase Auth stores a confirmed e-mail sign-up; the on_auth_user_created trigger
-- creates each profile from the metadata, exactly as a real sign-up does.
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email,
  extensions.crypt('Demo@12345', extensions.gen_salt('bf', 10)), now(), '', '', '',
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_strip_nulls(jsonb_build_object('full_name', u.full_name, 'cpf_cnpj', u.cpf_cnpj, 'category', u.category)),
  now() - interval '30 days', now() - interval '30 days'
from (values
  ('d0000000-0000-4000-8000-000000000001', 'admin@exemplo.com.br', 'Ana Ribeiro', '529.982.247-25', null),
  ('d0000000-0000-4000-8000-000000000002', 'criador@exemplo.com.br', 'Carla Mendes', '111.444.777-35', 'Quero Oferecer meu serviço'),
  ('d0000000-0000-4000-8000-000000000003', 'criador.novo@exemplo.com.br', 'Caio Nogueira', '935.411.347-80', 'Quero Oferecer meu serviço'),
  ('d0000000-0000-4000-8000-000000000004', 'marca@exemplo.com.br', 'Marina Souza', '11.222.333/0001-81', 'Quero Contratar'),
  ('d0000000-0000-4000-8000-000000000005', 'marca.incompleta@exemplo.com.br', 'Pedro Alves', '714.602.380-01', 'Quero Contratar'),
  ('d0000000-0000-4000-8000-000000000006', 'agencia@exemplo.com.br', 'Juliana Costa', '12.345.678/0001-95', 'Quero Contratar'),
  ('d0000000-0000-4000-8000-000000000007', 'semcategoria@exemplo.com.br', 'Sérgio Lima', '390.533.447-05', null)
) as u(id, email, full_name, cpf_cnpj, category);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), u.created_at, u.created_at
from auth.users u
where u.email like '%@exemplo.com.br';

-- Supabase Auth reads these token columns as non-null strings; the local auth schema has only
-- some of them, so each is set where it exists.
do $$
declare col text;
begin
  foreach col in array array['email_change_token_new', 'email_change_token_current', 'phone_change',
    'phone_change_token', 'reauthentication_token']
  loop
    if exists (select 1 from information_schema.columns
               where table_schema = 'auth' and table_name = 'users' and column_name = col) then
      execute format('update auth.users set %I = '''' where %I is null and email like ''%%@exemplo.com.br''', col, col);
    end if;
  end loop;
end $$;

-- Profiles: one demo account per state the redirects know (docs/product/routes.md).
-- Logos are paths in the project's own `logos` bucket, in the owner's folder (the only place the
-- profiles table accepts); the files come from supabase/seed-assets/logos, uploaded on a fresh
-- database by [storage.buckets.logos] objects_path in config.toml.
update public.profiles set category = 'administrador', city = 'São Paulo', state = 'SP'
where id = 'd0000000-0000-4000-8000-000000000001';

update public.profiles set
  onboarding_completed = true,
  headline = 'Criadora de conteúdo de beleza e lifestyle',
  bio = 'Produzo vídeos curtos, resenhas e tutoriais de maquiagem para Instagram, TikTok e YouTube.',
  city = 'São Paulo', state = 'SP', phone_number = '11987654321',
  instagram_url = 'https://instagram.com/carla.mendes',
  tiktok_url = 'https://www.tiktok.com/@carla.mendes',
  youtube_url = 'https://www.youtube.com/@carlamendes',
  portfolio_urls = array['https://www.youtube.com/@carlamendes/videos'],
  followers_range = '10 mil a 50 mil', price_from = 80000, languages = array['Português', 'Inglês'],
  verified_at = now() - interval '20 days'
where id = 'd0000000-0000-4000-8000-000000000002';

update public.profiles set
  type = 'Sou uma Marca', company_category = 'Cosméticos', company_segment = 'Beleza e cuidados pessoais',
  logo_url = '/storage/v1/object/public/logos/d0000000-0000-4000-8000-000000000004/logo-demo-flor-de-lis.png',
  company_name = 'Flor de Lis Cosméticos',
  legal_name = 'Flor de Lis Cosméticos Ltda.', zip_code = '01310100', city = 'São Paulo', state = 'SP',
  street = 'Avenida Paulista', street_number = '1000', instagram_url = 'https://instagram.com/flordelis',
  phone_number = '1133334444'
where id = 'd0000000-0000-4000-8000-000000000004';

update public.profiles set type = 'Sou uma Marca', company_name = 'Café Serrano', city = 'Belo Horizonte', state = 'MG'
where id = 'd0000000-0000-4000-8000-000000000005';

update public.profiles set
  type = 'Sou uma Agência',
  logo_url = '/storage/v1/object/public/logos/d0000000-0000-4000-8000-000000000006/logo-demo-pulso-digital.png',
  company_name = 'Pulso Digital',
  legal_name = 'Pulso Digital Comunicação Ltda.', zip_code = '20040002', city = 'Rio de Janeiro', state = 'RJ',
  street = 'Rua da Assembleia', street_number = '10', instagram_url = 'https://instagram.com/pulsodigital',
  phone_number = '21998887777',
  agency_service_types = array['Gestão de influenciadores', 'Produção de conteúdo', 'Planejamento de campanhas']
where id = 'd0000000-0000-4000-8000-000000000006';

-- Conversations and messages (unread for Carla: 3; for Marina: 1) -------------------------------
insert into public.conversations (id, member_a, member_b, created_at)
select c.id::uuid, least(c.x::uuid, c.y::uuid), greatest(c.x::uuid, c.y::uuid), now() - interval '3 days'
from (values
  ('c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000004'),
  ('c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000006'),
  ('c0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000004')
) as c(id, x, y);

insert into public.conversation_members (conversation_id, profile_id)
select id, member_a from public.conversations
union all
select id, member_b from public.conversations;

insert into public.messages (conversation_id, sender_id, body, created_at, read_at)
select m.conversation_id::uuid, m.sender_id::uuid, m.body, now() - m.ago,
  case when m.read then now() - m.ago + interval '5 minutes' end
from (values
  ('c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004',
    'Olá, Carla! Vimos seu portfólio e adoramos. Podemos conversar sobre uma campanha?', interval '2 days', true),
  ('c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002',
    'Olá, Marina! Claro, fico feliz com o convite. Qual é o prazo?', interval '2 days' - interval '1 hour', true),
  ('c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004',
    'A ideia é publicar na primeira semana do mês que vem.', interval '3 hours', false),
  ('c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004',
    'O briefing: três vídeos curtos para Reels e TikTok.', interval '2 hours', false),
  ('c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000006',
    'Oi, Carla! Temos um cliente de moda interessado no seu perfil.', interval '1 hour', false),
  ('c0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000003',
    'Olá! Tenho interesse em trabalhar com a Flor de Lis.', interval '30 minutes', false)
) as m(conversation_id, sender_id, body, ago, read);

update public.conversation_members cm set last_read_at = now() - interval '2 days' + interval '5 minutes'
where cm.conversation_id = 'c0000000-0000-4000-8000-000000000001';

-- Notifications (unread for Carla: 2; Marina: 1; Juliana: 1) -------------------------------------
insert into public.notifications (profile_id, kind, title, body, link, read_at, created_at)
values
  ('d0000000-0000-4000-8000-000000000002', 'admin_broadcast', 'Boas-vindas ao Conecta Criadores',
    'Complete seu perfil para aparecer nas buscas das marcas.', '/profile', now() - interval '20 days', now() - interval '29 days'),
  ('d0000000-0000-4000-8000-000000000002', 'application_selected', 'Você foi selecionada!',
    'A Flor de Lis Cosméticos selecionou sua candidatura.', '/jobs/minhasoportunidades', null, now() - interval '1 day'),
  ('d0000000-0000-4000-8000-000000000002', 'new_follower', 'Novo seguidor',
    'Pulso Digital começou a seguir você.', '/network', null, now() - interval '4 hours'),
  ('d0000000-0000-4000-8000-000000000004', 'application_received', 'Nova candidatura',
    'Carla Mendes se candidatou à sua oportunidade.', '/jobs/candidates', null, now() - interval '2 days'),
  ('d0000000-0000-4000-8000-000000000006', 'admin_broadcast', 'Novidades na plataforma',
    'Agora você pode enviar mensagens direto da lista de candidatos.', '/chat', null, now() - interval '6 hours');

-- Onboarding data of the complete demo creator (Carla): services, content types, answers ---------
insert into public.profile_service_types (profile_id, service_type_id)
select 'd0000000-0000-4000-8000-000000000002', id from public.service_types
where name in ('Conteúdo UGC', 'Publicidade no meu perfil');

insert into public.profile_content_types (profile_id, content_type_id)
select 'd0000000-0000-4000-8000-000000000002', id from public.content_types
where name in ('Vídeo curto (Reels, TikTok, Shorts)', 'Stories', 'Carrossel');

insert into public.profile_answers (profile_id, question_id, answer)
select 'd0000000-0000-4000-8000-000000000002', q.id, a.answer
from (values
  ('Há quanto tempo você trabalha com criação de conteúdo?', '"3 a 5 anos"'::jsonb),
  ('Em quais plataformas você publica?', '["Instagram", "TikTok", "YouTube"]'::jsonb),
  ('Qual é o seu prazo médio de entrega, em dias?', '7'::jsonb),
  ('Que equipamento você usa para gravar?', '"Celular e iluminação"'::jsonb),
  ('Qual é a taxa média de engajamento do seu perfil principal, em %?', '4.5'::jsonb)
) as a(text, answer)
join public.service_questions q on q.text = a.text;
