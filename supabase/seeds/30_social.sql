-- Social demo data (issue 10): a few dozen public profiles besides the demo accounts, and posts,
-- likes, comments and follows among them, so /feed, /network, /companies and /dashboard have
-- content on a fresh database. Runs after seed.sql. The triggers keep the counters and create the
-- notifications, with the time of each follow, like or comment; the demo accounts' unread badges
-- stay as seed.sql documents them (Carla 2, Marina 1, Juliana 1): every social notification
-- below is marked read except Pulso Digital's follow of Carla, which replaces the hand-written
-- "Novo seguidor" of seed.sql (same text, same time), so there is no duplicate.

-- People (password Demo@12345; e-mails at rede.exemplo.com.br) ------------------------------------
with people (n, full_name, category, type, company_name, company_category, city, state, headline, followers_range, price_from, verified) as (
  values
  (1, 'Beatriz Rocha', 'Quero Oferecer meu serviço', null, null, null, 'São Paulo', 'SP', 'UGC de beleza e skincare', '10 mil a 50 mil', 60000, true),
  (2, 'Rafael Lima', 'Quero Oferecer meu serviço', null, null, null, 'Rio de Janeiro', 'RJ', 'Fotógrafo de gastronomia', '1 mil a 10 mil', 90000, false),
  (3, 'Larissa Teixeira', 'Quero Oferecer meu serviço', null, null, null, 'Belo Horizonte', 'MG', 'Criadora de conteúdo fitness', '50 mil a 100 mil', 150000, true),
  (4, 'Gustavo Pereira', 'Quero Oferecer meu serviço', null, null, null, 'Curitiba', 'PR', 'Editor de vídeo para YouTube', '1 mil a 10 mil', 45000, false),
  (5, 'Fernanda Alves', 'Quero Oferecer meu serviço', null, null, null, 'São Paulo', 'SP', 'Moda sustentável e brechós', '100 mil a 500 mil', 300000, true),
  (6, 'Thiago Martins', 'Quero Oferecer meu serviço', null, null, null, 'Porto Alegre', 'RS', 'Tecnologia e reviews de gadgets', '10 mil a 50 mil', 120000, false),
  (7, 'Camila Barbosa', 'Quero Oferecer meu serviço', null, null, null, 'Salvador', 'BA', 'Viagens pelo Nordeste', '50 mil a 100 mil', 180000, true),
  (8, 'Lucas Ferreira', 'Quero Oferecer meu serviço', null, null, null, 'Recife', 'PE', 'Humor e esquetes curtas', '500 mil a 1 milhão', 500000, true),
  (9, 'Mariana Castro', 'Quero Oferecer meu serviço', null, null, null, 'Florianópolis', 'SC', 'Maternidade real e rotina', '10 mil a 50 mil', 70000, false),
  (10, 'João Vitor Souza', 'Quero Oferecer meu serviço', null, null, null, 'Fortaleza', 'CE', 'Locutor e narrador', 'Até 1 mil', 30000, false),
  (11, 'Isabela Gomes', 'Quero Oferecer meu serviço', null, null, null, 'São Paulo', 'SP', 'Maquiagem artística e tutoriais', '10 mil a 50 mil', 85000, true),
  (12, 'Pedro Henrique Dias', 'Quero Oferecer meu serviço', null, null, null, 'Brasília', 'DF', 'Games e transmissões ao vivo', '100 mil a 500 mil', 250000, false),
  (13, 'Natália Ribeiro', 'Quero Oferecer meu serviço', null, null, null, 'Campinas', 'SP', 'Receitas saudáveis', '1 mil a 10 mil', 40000, false),
  (14, 'André Carvalho', 'Quero Oferecer meu serviço', null, null, null, 'Goiânia', 'GO', 'Fotografia de produto', '1 mil a 10 mil', 65000, false),
  (15, 'Letícia Moura', 'Quero Oferecer meu serviço', null, null, null, 'Rio de Janeiro', 'RJ', 'Lifestyle e bem-estar', '50 mil a 100 mil', 140000, true),
  (16, 'Vinícius Araújo', 'Quero Oferecer meu serviço', null, null, null, 'Manaus', 'AM', 'Aventura e natureza', '10 mil a 50 mil', 90000, false),
  (17, 'Gabriela Nunes', 'Quero Oferecer meu serviço', null, null, null, 'São Paulo', 'SP', 'Design gráfico para redes sociais', 'Até 1 mil', 25000, false),
  (18, 'Felipe Cardoso', 'Quero Oferecer meu serviço', null, null, null, 'Belém', 'PA', 'Culinária paraense', '10 mil a 50 mil', 55000, false),
  (19, 'Amanda Pinto', 'Quero Oferecer meu serviço', null, null, null, 'Vitória', 'ES', 'Decoração e casa', '1 mil a 10 mil', 50000, true),
  (20, 'Bruno Mendes', 'Quero Oferecer meu serviço', null, null, null, 'Natal', 'RN', 'Esportes e corrida', '10 mil a 50 mil', 75000, false),
  (21, 'Renata Lopes', 'Quero Contratar', 'Sou uma Marca', 'Bella Pele', 'Cosméticos', 'São Paulo', 'SP', null, null, null, true),
  (22, 'Marcelo Duarte', 'Quero Contratar', 'Sou uma Marca', 'TecnoCasa', 'Tecnologia', 'Curitiba', 'PR', null, null, null, false),
  (23, 'Patrícia Freitas', 'Quero Contratar', 'Sou uma Marca', 'Sabor da Terra', 'Alimentos e bebidas', 'Belo Horizonte', 'MG', null, null, null, true),
  (24, 'Ricardo Azevedo', 'Quero Contratar', 'Sou uma Marca', 'Corre Brasil', 'Esportes e fitness', 'Rio de Janeiro', 'RJ', null, null, null, false),
  (25, 'Simone Correia', 'Quero Contratar', 'Sou uma Marca', 'Lar Doce Lar', 'Casa e decoração', 'Porto Alegre', 'RS', null, null, null, false),
  (26, 'Eduardo Ramos', 'Quero Contratar', 'Sou uma Agência', 'Onda Criativa', null, 'São Paulo', 'SP', null, null, null, true),
  (27, 'Cristina Batista', 'Quero Contratar', 'Sou uma Agência', 'Nordeste Influência', null, 'Recife', 'PE', null, null, null, false),
  (28, 'Rodrigo Campos', 'Quero Contratar', 'Sou uma Agência', 'Hub Creators', null, 'Florianópolis', 'SC', null, null, null, false),
  (29, 'Vanessa Monteiro', 'Quero Contratar', 'Sou uma Marca', 'Pet Feliz', 'Pet', 'Campinas', 'SP', null, null, null, false),
  (30, 'Daniel Farias', 'Quero Contratar', 'Sou uma Marca', 'Viaje Já', 'Turismo e hotelaria', 'Salvador', 'BA', null, null, null, true)
),
password as (select extensions.crypt('Demo@12345', extensions.gen_salt('bf', 10)) as hash),
users as (
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_token, recovery_token, email_change, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  select '00000000-0000-0000-0000-000000000000',
    ('e0000000-0000-4000-8000-' || lpad(p.n::text, 12, '0'))::uuid, 'authenticated', 'authenticated',
    'pessoa' || lpad(p.n::text, 2, '0') || '@rede.exemplo.com.br', password.hash, now(), '', '', '',
    '{"provider":"email","providers":["email"]}'::jsonb,
    jsonb_build_object('full_name', p.full_name, 'category', p.category),
    now() - (p.n * interval '2 days') - interval '1 day', now() - (p.n * interval '2 days') - interval '1 day'
  from people p, password
  returning id
)
select count(*) from users;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), u.created_at, u.created_at
from auth.users u
where u.email like '%@rede.exemplo.com.br';

do $$
declare col text;
begin
  foreach col in array array['email_change_token_new', 'email_change_token_current', 'phone_change',
    'phone_change_token', 'reauthentication_token']
  loop
    if exists (select 1 from information_schema.columns
               where table_schema = 'auth' and table_name = 'users' and column_name = col) then
      execute format('update auth.users set %I = '''' where %I is null and email like ''%%@rede.exemplo.com.br''', col, col);
    end if;
  end loop;
end $$;

-- Their profiles: as each would have filled them in at onboarding.
with people (n, type, company_name, company_category, city, state, headline, followers_range, price_from, verified) as (
  values
  (1, null, null, null, 'São Paulo', 'SP', 'UGC de beleza e skincare', '10 mil a 50 mil', 60000, true),
  (2, null, null, null, 'Rio de Janeiro', 'RJ', 'Fotógrafo de gastronomia', '1 mil a 10 mil', 90000, false),
  (3, null, null, null, 'Belo Horizonte', 'MG', 'Criadora de conteúdo fitness', '50 mil a 100 mil', 150000, true),
  (4, null, null, null, 'Curitiba', 'PR', 'Editor de vídeo para YouTube', '1 mil a 10 mil', 45000, false),
  (5, null, null, null, 'São Paulo', 'SP', 'Moda sustentável e brechós', '100 mil a 500 mil', 300000, true),
  (6, null, null, null, 'Porto Alegre', 'RS', 'Tecnologia e reviews de gadgets', '10 mil a 50 mil', 120000, false),
  (7, null, null, null, 'Salvador', 'BA', 'Viagens pelo Nordeste', '50 mil a 100 mil', 180000, true),
  (8, null, null, null, 'Recife', 'PE', 'Humor e esquetes curtas', '500 mil a 1 milhão', 500000, true),
  (9, null, null, null, 'Florianópolis', 'SC', 'Maternidade real e rotina', '10 mil a 50 mil', 70000, false),
  (10, null, null, null, 'Fortaleza', 'CE', 'Locutor e narrador', 'Até 1 mil', 30000, false),
  (11, null, null, null, 'São Paulo', 'SP', 'Maquiagem artística e tutoriais', '10 mil a 50 mil', 85000, true),
  (12, null, null, null, 'Brasília', 'DF', 'Games e transmissões ao vivo', '100 mil a 500 mil', 250000, false),
  (13, null, null, null, 'Campinas', 'SP', 'Receitas saudáveis', '1 mil a 10 mil', 40000, false),
  (14, null, null, null, 'Goiânia', 'GO', 'Fotografia de produto', '1 mil a 10 mil', 65000, false),
  (15, null, null, null, 'Rio de Janeiro', 'RJ', 'Lifestyle e bem-estar', '50 mil a 100 mil', 140000, true),
  (16, null, null, null, 'Manaus', 'AM', 'Aventura e natureza', '10 mil a 50 mil', 90000, false),
  (17, null, null, null, 'São Paulo', 'SP', 'Design gráfico para redes sociais', 'Até 1 mil', 25000, false),
  (18, null, null, null, 'Belém', 'PA', 'Culinária paraense', '10 mil a 50 mil', 55000, false),
  (19, null, null, null, 'Vitória', 'ES', 'Decoração e casa', '1 mil a 10 mil', 50000, true),
  (20, null, null, null, 'Natal', 'RN', 'Esportes e corrida', '10 mil a 50 mil', 75000, false),
  (21, 'Sou uma Marca', 'Bella Pele', 'Cosméticos', 'São Paulo', 'SP', null, null, null, true),
  (22, 'Sou uma Marca', 'TecnoCasa', 'Tecnologia', 'Curitiba', 'PR', null, null, null, false),
  (23, 'Sou uma Marca', 'Sabor da Terra', 'Alimentos e bebidas', 'Belo Horizonte', 'MG', null, null, null, true),
  (24, 'Sou uma Marca', 'Corre Brasil', 'Esportes e fitness', 'Rio de Janeiro', 'RJ', null, null, null, false),
  (25, 'Sou uma Marca', 'Lar Doce Lar', 'Casa e decoração', 'Porto Alegre', 'RS', null, null, null, false),
  (26, 'Sou uma Agência', 'Onda Criativa', null, 'São Paulo', 'SP', null, null, null, true),
  (27, 'Sou uma Agência', 'Nordeste Influência', null, 'Recife', 'PE', null, null, null, false),
  (28, 'Sou uma Agência', 'Hub Creators', null, 'Florianópolis', 'SC', null, null, null, false),
  (29, 'Sou uma Marca', 'Pet Feliz', 'Pet', 'Campinas', 'SP', null, null, null, false),
  (30, 'Sou uma Marca', 'Viaje Já', 'Turismo e hotelaria', 'Salvador', 'BA', null, null, null, true)
)
update public.profiles pr set
  onboarding_completed = true,
  type = p.type, company_name = p.company_name, company_category = p.company_category,
  city = p.city, state = p.state, headline = p.headline, followers_range = p.followers_range,
  price_from = p.price_from, verified_at = case when p.verified then now() - interval '5 days' end,
  bio = case when p.type is null then 'Crio conteúdo autêntico para marcas que querem falar com pessoas reais.'
             else 'Conectamos nossa marca a criadores de todo o Brasil.' end,
  agency_service_types = case when p.type = 'Sou uma Agência' then array['Gestão de influenciadores', 'Produção de conteúdo'] else '{}' end
from people p
where pr.id = ('e0000000-0000-4000-8000-' || lpad(p.n::text, 12, '0'))::uuid;

-- They signed up over the last weeks (the administrator's sign-ups chart).
update public.profiles p set created_at = u.created_at
from auth.users u
where u.id = p.id and u.email like '%@rede.exemplo.com.br';

-- Services and content types of the extra creators: two of each, spread over the lists.
insert into public.profile_service_types (profile_id, service_type_id)
select p.id, s.id
from public.profiles p
join lateral (
  select st.id from public.service_types st where st.active
  order by (st.position / 10 + ('x' || substr(p.id::text, 35, 2))::bit(8)::int) % 12 limit 2
) s on true
where p.id::text like 'e0000000-%' and p.category = 'Quero Oferecer meu serviço'
on conflict do nothing;

insert into public.profile_content_types (profile_id, content_type_id)
select p.id, c.id
from public.profiles p
join lateral (
  select ct.id from public.content_types ct where ct.active
  order by (ct.position / 10 + ('x' || substr(p.id::text, 35, 2))::bit(8)::int) % 9 limit 2
) c on true
where p.id::text like 'e0000000-%' and p.category = 'Quero Oferecer meu serviço'
on conflict do nothing;

-- Follows ---------------------------------------------------------------------------------------------
-- Carla (…0002) follows Marina's brand, Juliana's agency and a few creators; Pulso Digital (Juliana)
-- followed Carla 4 hours ago (the unread "Novo seguidor" of her badge); the extra people follow
-- each other and the demo accounts.
insert into public.follows (follower_id, following_id, created_at)
values
  ('d0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000004', now() - interval '10 days'),
  ('d0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000001', now() - interval '9 days'),
  ('d0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000003', now() - interval '8 days'),
  ('d0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000021', now() - interval '7 days'),
  ('d0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000002', now() - interval '6 days'),
  ('d0000000-0000-4000-8000-000000000004', 'e0000000-0000-4000-8000-000000000005', now() - interval '6 days'),
  ('d0000000-0000-4000-8000-000000000004', 'e0000000-0000-4000-8000-000000000011', now() - interval '5 days'),
  ('d0000000-0000-4000-8000-000000000006', 'e0000000-0000-4000-8000-000000000008', now() - interval '5 days'),
  ('d0000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000002', now() - interval '4 hours');

insert into public.follows (follower_id, following_id, created_at)
select ('e0000000-0000-4000-8000-' || lpad(a::text, 12, '0'))::uuid,
       case when b <= 30 then ('e0000000-0000-4000-8000-' || lpad(b::text, 12, '0'))::uuid
            else ('d0000000-0000-4000-8000-' || lpad((b - 30)::text, 12, '0'))::uuid end,
       now() - ((a * 7 + b) % 20 + 1) * interval '1 day'
from generate_series(1, 30) a
cross join generate_series(1, 36) b
where (a * 7 + b * 3) % 5 = 0 and b not in (31, 33, 35, 37) and (b > 30 or a <> b)
on conflict do nothing;

-- Posts -------------------------------------------------------------------------------------------------
insert into public.posts (id, author_id, body, created_at)
values
  ('f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002',
    'Bastidores da gravação de hoje: três vídeos curtos de skincare para uma campanha de verão. Quem aí também grava tudo com luz natural?', now() - interval '5 hours'),
  ('f0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000004',
    'A Flor de Lis está procurando criadoras de beleza em São Paulo para a linha nova de protetores. Em breve, a oportunidade no Conecta Criadores!', now() - interval '1 day'),
  ('f0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000006',
    'Dica da Pulso Digital: um bom briefing cabe em uma página. Objetivo, público, mensagem principal e prazo. Veja mais em https://pulsodigital.com.br/briefing', now() - interval '2 days'),
  ('f0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000002',
    'Fechei minha primeira parceria pelo Conecta Criadores! Obrigada a todo mundo que apoiou. 💄', now() - interval '6 days');

insert into public.posts (author_id, body, created_at)
select ('e0000000-0000-4000-8000-' || lpad(((g % 30) + 1)::text, 12, '0'))::uuid,
  (array[
    'Novo vídeo no ar! Contem o que acharam do roteiro.',
    'Três aprendizados depois de um ano produzindo conteúdo para marcas: prazo combinado é prazo cumprido, briefing claro economiza retrabalho e métricas contam a história.',
    'Procurando parceiros para uma série sobre o interior do Brasil. Quem topa?',
    'Hoje foi dia de ensaio de produto. Luz difusa, fundo neutro e muita paciência.',
    'Qual formato vocês preferem: Reels, carrossel ou Stories?',
    'Estamos abrindo espaço para criadores de todo o país. Sigam a gente para saber das próximas campanhas!',
    'Relatório da última campanha: 2,3 milhões de visualizações e engajamento de 6%. Obrigado, criadores!',
    'Bom dia, rede! Semana cheia de gravações por aqui.'
  ])[(g % 8) + 1],
  now() - (g * interval '3 hours') - interval '6 hours'
from generate_series(1, 60) g;

-- Likes and comments: spread over the posts; Carla's first post is liked by four people and
-- commented twice (her notifications for them are read, see below).
insert into public.post_likes (post_id, profile_id, created_at)
select 'f0000000-0000-4000-8000-000000000001', ('e0000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
  now() - interval '4 hours' + n * interval '10 minutes'
from generate_series(1, 4) n;

insert into public.post_likes (post_id, profile_id, created_at)
select p.id, ('e0000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, p.created_at + n * interval '7 minutes'
from public.posts p
cross join generate_series(1, 30) n
where p.id <> 'f0000000-0000-4000-8000-000000000001'
  and (('x' || substr(md5(p.id::text || n), 1, 2))::bit(8)::int) % 4 = 0
  and p.author_id <> ('e0000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid
on conflict do nothing;

insert into public.post_comments (post_id, author_id, body, created_at)
values
  ('f0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000001', 'Luz natural sempre! Ficou lindo.', now() - interval '3 hours'),
  ('f0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004', 'Mal podemos esperar para ver o resultado, Carla!', now() - interval '2 hours'),
  ('f0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000002', 'Quero muito participar!', now() - interval '20 hours'),
  ('f0000000-0000-4000-8000-000000000003', 'e0000000-0000-4000-8000-000000000026', 'Concordo demais. Briefing curto é briefing lido.', now() - interval '1 day');

insert into public.post_comments (post_id, author_id, body, created_at)
select p.id, ('e0000000-0000-4000-8000-' || lpad((((g * 11) % 30) + 1)::text, 12, '0'))::uuid,
  (array['Muito bom!', 'Adorei a ideia.', 'Conta mais sobre isso!', 'Parabéns pelo trabalho.'])[(g % 4) + 1],
  p.created_at + interval '30 minutes'
from (select id, created_at, row_number() over (order by created_at desc) g from public.posts where id::text not like 'f0000000-%') p
where p.g % 3 = 0;

-- Profile views of the demo accounts in the last 30 days (the dashboards' figure).
insert into public.profile_views (profile_id, viewer_id, day)
select d.id, ('e0000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, current_date - (n % 28)
from (values ('d0000000-0000-4000-8000-000000000002'::uuid), ('d0000000-0000-4000-8000-000000000004'::uuid)) d(id)
cross join generate_series(1, 18) n
on conflict do nothing;

-- Notifications: seed.sql's hand-written "Pulso Digital começou a seguir você." is now the
-- trigger's, for the follow above; every other social notification of the seed is read.
delete from public.notifications
where profile_id = 'd0000000-0000-4000-8000-000000000002' and kind = 'new_follower' and link = '/network';

update public.notifications set read_at = created_at + interval '10 minutes'
where kind in ('new_follower', 'post_like', 'post_comment') and read_at is null
  and not (profile_id = 'd0000000-0000-4000-8000-000000000002' and kind = 'new_follower'
           and link = '/profile-user?id=d0000000-0000-4000-8000-000000000006');
