-- The starting option lists (pt-BR), reference data every environment needs. Administrators
-- edit them afterwards in the admin area; `on conflict do nothing` keeps a re-run harmless.

insert into public.service_types (name, description, position) values
  ('Conteúdo UGC', 'Vídeos e fotos no estilo de quem consome, para anúncios e perfis da marca.', 10),
  ('Publicidade no meu perfil', 'Posts, Reels, Stories e vídeos patrocinados publicados nas suas redes.', 20),
  ('Fotografia', 'Ensaios de produto, moda, gastronomia e lifestyle.', 30),
  ('Produção de vídeo', 'Roteiro, captação e direção de vídeos comerciais e institucionais.', 40),
  ('Edição de vídeo', 'Cortes, legendas, motion e finalização para redes e YouTube.', 50),
  ('Design gráfico', 'Peças para redes sociais, identidade visual e thumbnails.', 60),
  ('Locução e narração', 'Voz para comerciais, vídeos institucionais e podcasts.', 70),
  ('Presença em eventos', 'Cobertura, apresentação e participação em lançamentos e feiras.', 80),
  ('Gestão de redes sociais', 'Planejamento, publicação, comunidade e relatórios.', 90),
  ('Roteiro e redação', 'Roteiros, legendas e textos para campanhas.', 100),
  ('Transmissões ao vivo', 'Lives patrocinadas e live commerce.', 110),
  ('Modelo e atuação', 'Fotos de catálogo, campanhas e participação em filmes publicitários.', 120)
on conflict do nothing;

insert into public.service_subtypes (service_type_id, name, position)
select st.id, sub.name, sub.position
from (values
  ('Conteúdo UGC', 'Unboxing', 10), ('Conteúdo UGC', 'Resenha', 20), ('Conteúdo UGC', 'Tutorial', 30),
  ('Conteúdo UGC', 'Depoimento', 40),
  ('Publicidade no meu perfil', 'Reels', 10), ('Publicidade no meu perfil', 'Stories', 20),
  ('Publicidade no meu perfil', 'TikTok', 30), ('Publicidade no meu perfil', 'Vídeo no YouTube', 40),
  ('Fotografia', 'Produto', 10), ('Fotografia', 'Moda', 20), ('Fotografia', 'Gastronomia', 30),
  ('Fotografia', 'Lifestyle', 40),
  ('Produção de vídeo', 'Comercial', 10), ('Produção de vídeo', 'Institucional', 20),
  ('Produção de vídeo', 'Videoclipe', 30),
  ('Edição de vídeo', 'Cortes para Reels e TikTok', 10), ('Edição de vídeo', 'Vídeos longos', 20),
  ('Edição de vídeo', 'Motion graphics', 30),
  ('Design gráfico', 'Posts para redes', 10), ('Design gráfico', 'Identidade visual', 20),
  ('Design gráfico', 'Thumbnails', 30),
  ('Locução e narração', 'Comercial', 10), ('Locução e narração', 'Institucional', 20),
  ('Locução e narração', 'Podcast', 30),
  ('Presença em eventos', 'Lançamentos', 10), ('Presença em eventos', 'Feiras', 20),
  ('Presença em eventos', 'Cobertura ao vivo', 30),
  ('Gestão de redes sociais', 'Planejamento', 10), ('Gestão de redes sociais', 'Gestão de comunidade', 20),
  ('Gestão de redes sociais', 'Relatórios', 30),
  ('Roteiro e redação', 'Roteiros', 10), ('Roteiro e redação', 'Legendas', 20),
  ('Roteiro e redação', 'Blog e SEO', 30),
  ('Transmissões ao vivo', 'Live commerce', 10), ('Transmissões ao vivo', 'Live patrocinada', 20),
  ('Modelo e atuação', 'Catálogo', 10), ('Modelo e atuação', 'Campanha publicitária', 20)
) as sub(type_name, name, position)
join public.service_types st on st.name = sub.type_name
on conflict do nothing;

insert into public.content_types (name, position) values
  ('Vídeo curto (Reels, TikTok, Shorts)', 10),
  ('Stories', 20),
  ('Foto para feed', 30),
  ('Carrossel', 40),
  ('Vídeo longo (YouTube)', 50),
  ('Live', 60),
  ('Podcast', 70),
  ('Artigo ou post de blog', 80),
  ('Foto de produto', 90)
on conflict do nothing;

insert into public.company_types (name, position) values
  ('Cosméticos', 10),
  ('Moda e acessórios', 20),
  ('Alimentos e bebidas', 30),
  ('Tecnologia', 40),
  ('Saúde e bem-estar', 50),
  ('Varejo e e-commerce', 60),
  ('Educação', 70),
  ('Serviços financeiros', 80),
  ('Turismo e hotelaria', 90),
  ('Casa e decoração', 100),
  ('Automotivo', 110),
  ('Entretenimento e mídia', 120),
  ('Esportes e fitness', 130),
  ('Pet', 140),
  ('Infantil', 150),
  ('Outros', 160)
on conflict do nothing;

insert into public.agency_service_types (name, position) values
  ('Gestão de influenciadores', 10),
  ('Produção de conteúdo', 20),
  ('Planejamento de campanhas', 30),
  ('Gestão de redes sociais', 40),
  ('Mídia paga', 50),
  ('Assessoria de imprensa', 60),
  ('Branding', 70),
  ('Eventos e ativações', 80),
  ('Marketing de performance', 90),
  ('Social commerce', 100)
on conflict do nothing;

-- Onboarding questions: the general ones (no service type) and some per service type.
insert into public.service_questions (text, kind, options, required, service_type_id, position)
select q.text, q.kind, q.options, q.required, st.id, q.position
from (values
  ('Há quanto tempo você trabalha com criação de conteúdo?', 'single',
    array['Menos de 1 ano', '1 a 3 anos', '3 a 5 anos', 'Mais de 5 anos'], true, null, 10),
  ('Em quais plataformas você publica?', 'multiple',
    array['Instagram', 'TikTok', 'YouTube', 'Kwai', 'X (Twitter)', 'LinkedIn', 'Pinterest', 'Twitch'], true, null, 20),
  ('Qual é o seu prazo médio de entrega, em dias?', 'number', array[]::text[], true, null, 30),
  ('Conte sobre um trabalho com marca do qual você se orgulha.', 'text', array[]::text[], false, null, 40),
  ('Que equipamento você usa para gravar?', 'single',
    array['Apenas celular', 'Celular e iluminação', 'Câmera profissional'], true, 'Conteúdo UGC', 50),
  ('Qual é a taxa média de engajamento do seu perfil principal, em %?', 'number', array[]::text[], false,
    'Publicidade no meu perfil', 60),
  ('Link do seu portfólio de fotografia', 'url', array[]::text[], true, 'Fotografia', 70),
  ('Quais programas de edição você domina?', 'multiple',
    array['CapCut', 'Adobe Premiere', 'DaVinci Resolve', 'Final Cut', 'After Effects'], true, 'Edição de vídeo', 80),
  ('Link de uma amostra da sua voz', 'url', array[]::text[], true, 'Locução e narração', 90)
) as q(text, kind, options, required, type_name, position)
left join public.service_types st on st.name = q.type_name;

-- Screening library for opportunities.
insert into public.opportunity_questions (text, kind, options, required, position)
values
  ('Você já trabalhou com marcas deste segmento?', 'single', array['Sim', 'Não'], true, 10),
  ('Envie o link de um trabalho parecido com o que pedimos.', 'url', array[]::text[], true, 20),
  ('Em quantos dias você consegue entregar?', 'number', array[]::text[], true, 30),
  ('Quais plataformas você usaria nesta campanha?', 'multiple',
    array['Instagram', 'TikTok', 'YouTube', 'Kwai'], false, 40),
  ('Por que você combina com esta campanha?', 'text', array[]::text[], false, 50);
