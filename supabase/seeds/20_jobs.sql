-- Jobs demo data (issue 9): opportunities of the demo brand (Flor de Lis, Marina) and agency
-- (Pulso Digital, Juliana) in every status, applications of the demo creators in every status, an
-- invite. The notifications the triggers create here are marked read, so the demo accounts keep
-- the unread badges the other tests count on (Carla 2, Marina 1, Juliana 1).
insert into public.opportunities (id, owner_id, status, title, description, service_type_id, service_subtypes,
  content_type_ids, platforms, deliverables, usage_rights, creators_wanted, application_deadline, starts_on, ends_on,
  location_type, city, state, niches, min_followers, creator_states, requirements, pay_type, budget_min, budget_max,
  payment_terms, published_at, created_at)
select o.id::uuid, o.owner::uuid, o.status, o.title, o.description,
  (select id from public.service_types where name = o.service),
  '{}',
  coalesce((select array_agg(id order by position) from public.content_types where name = any (o.contents)), '{}'),
  o.platforms, o.deliverables, o.usage_rights, o.wanted,
  (now() at time zone 'America/Sao_Paulo')::date + o.deadline_in,
  (now() at time zone 'America/Sao_Paulo')::date + o.deadline_in + 5,
  (now() at time zone 'America/Sao_Paulo')::date + o.deadline_in + 30,
  o.location_type, o.city, o.state, o.niches, o.min_followers, o.creator_states, o.requirements,
  o.pay_type, o.budget_min, o.budget_max, o.payment_terms,
  case when o.status <> 'draft' then now() - o.published_ago end,
  now() - o.published_ago - interval '1 day'
from (values
  ('e0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000004', 'open',
    'Vídeos UGC para lançamento de sérum facial',
    'Procuramos criadoras de conteúdo para gravar vídeos no estilo UGC mostrando a rotina de skincare com o novo Sérum Vitamina C da Flor de Lis. Queremos naturalidade: antes e depois, textura e primeira impressão.',
    'Conteúdo UGC', array['Vídeo curto (Reels, TikTok, Shorts)', 'Stories'], array['Instagram', 'TikTok'],
    '3 vídeos verticais de 30 a 45 segundos, com 2 opções de gancho cada, e 5 fotos do produto em uso.',
    'Uso em anúncios pagos e perfis da marca por 6 meses.', 3, 14, 'remoto', null, null,
    array['Beleza', 'Skincare'], '1 mil a 10 mil', array[]::text[], 'Pele sem maquiagem pesada nos vídeos; boa iluminação natural.',
    'fixo', 150000, 150000, '50% na aprovação do roteiro e 50% na entrega final, via Pix.', interval '3 days'),
  ('e0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000004', 'open',
    'Fotógrafo para catálogo de maquiagem',
    'Buscamos fotógrafo ou fotógrafa com experiência em still e beauty para o catálogo da coleção de verão: batons, bases e paletas, com modelos e produto isolado.',
    'Fotografia', array['Foto de produto', 'Foto para feed'], array['Instagram', 'Blog ou site'],
    '40 fotos tratadas em alta resolução (20 de produto, 20 com modelo).', 'Uso ilimitado em canais próprios por 2 anos.',
    1, 20, 'presencial', 'São Paulo', 'SP', array['Beleza'], null, array['SP'], 'Portfólio com fotos de beauty; estúdio próprio é um diferencial.',
    'faixa', 200000, 400000, 'Pagamento em até 15 dias após a entrega, com nota fiscal.', interval '5 days'),
  ('e0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000004', 'open',
    'Resenha de protetor solar no Instagram',
    'Queremos uma resenha honesta do Protetor Solar Toque Seco FPS 60 no seu perfil: textura, acabamento e uso debaixo da maquiagem ao longo do dia.',
    'Publicidade no meu perfil', array['Stories', 'Carrossel'], array['Instagram'],
    '1 carrossel no feed e uma sequência de 5 stories com link.', 'Repost nos perfis da marca por 3 meses.',
    5, 10, 'remoto', null, null, array['Beleza', 'Lifestyle'], '10 mil a 50 mil', array[]::text[], null,
    'a combinar', null, null, 'A combinar conforme o alcance do perfil.', interval '1 day'),
  ('e0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000004', 'closed',
    'Campanha de Dia das Mães com criadoras',
    'Campanha encerrada de Dia das Mães: vídeos mostrando o kit presente da Flor de Lis sendo entregue e usado em família.',
    'Conteúdo UGC', array['Vídeo curto (Reels, TikTok, Shorts)'], array['Instagram', 'TikTok'],
    '2 vídeos verticais de até 60 segundos.', 'Uso em anúncios por 3 meses.', 4, 2, 'remoto', null, null,
    array['Família'], null, array[]::text[], null, 'fixo', 90000, 90000, 'Pix na entrega.', interval '40 days'),
  ('e0000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000004', 'draft',
    'Série de tutoriais de maquiagem para o YouTube',
    'Rascunho: série de 4 tutoriais de maquiagem completa usando só produtos da marca.',
    'Produção de vídeo', array['Vídeo longo (YouTube)'], array['YouTube'],
    null, null, 1, 30, 'remoto', null, null, array[]::text[], null, array[]::text[], null,
    'faixa', null, null, null, interval '0 days'),
  ('e0000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000006', 'open',
    'Criadores de moda para campanha de verão',
    'A Pulso Digital busca criadores de moda para a campanha de verão de uma marca de roupas praia. Os looks são enviados para você ficar com eles (permuta) e publicar com a sua cara.',
    'Publicidade no meu perfil', array['Vídeo curto (Reels, TikTok, Shorts)', 'Foto para feed'], array['Instagram', 'TikTok'],
    '1 Reels e 1 foto no feed usando os looks enviados.', 'Repost nos perfis do cliente por 1 mês.', 10, 12,
    'remoto', null, null, array['Moda', 'Lifestyle'], '1 mil a 10 mil', array[]::text[], null,
    'permuta', null, null, 'Permuta: 3 looks completos da coleção.', interval '2 days'),
  ('e0000000-0000-4000-8000-000000000007', 'd0000000-0000-4000-8000-000000000006', 'open',
    'Cobertura de evento de lançamento no Rio',
    'Cobertura ao vivo do lançamento de uma marca de tênis no Rio de Janeiro: stories durante o evento, bastidores e um vídeo de resumo no dia seguinte.',
    'Presença em eventos', array['Stories', 'Vídeo curto (Reels, TikTok, Shorts)'], array['Instagram'],
    'Mínimo de 10 stories durante o evento e 1 Reels de resumo.', 'Repost nos perfis do cliente.', 2, 7,
    'presencial', 'Rio de Janeiro', 'RJ', array['Esportes', 'Moda'], '10 mil a 50 mil', array['RJ'], 'Disponibilidade das 19h às 23h.',
    'fixo', 250000, 250000, 'Pix em até 5 dias após o evento.', interval '6 hours'),
  ('e0000000-0000-4000-8000-000000000008', 'd0000000-0000-4000-8000-000000000006', 'open',
    'Edição de vídeos para canal de culinária',
    'Canal de culinária com 200 mil inscritos precisa de editor para cortes semanais: vídeos longos de 15 minutos e 3 Shorts por semana.',
    'Edição de vídeo', array['Vídeo longo (YouTube)', 'Vídeo curto (Reels, TikTok, Shorts)'], array['YouTube'],
    '4 vídeos longos e 12 Shorts por mês.', null, 1, 25, 'remoto', null, null, array['Gastronomia'], null, array[]::text[],
    'Experiência com Premiere ou DaVinci Resolve.', 'faixa', 80000, 150000, 'Mensal, via Pix.', interval '8 days')
) as o(id, owner, status, title, description, service, contents, platforms, deliverables, usage_rights, wanted,
  deadline_in, location_type, city, state, niches, min_followers, creator_states, requirements, pay_type, budget_min,
  budget_max, payment_terms, published_ago);

insert into public.opportunity_screening (opportunity_id, question_id, text, kind, options, must_have, position)
select 'e0000000-0000-4000-8000-000000000001', q.id, q.text, q.kind, q.options, q.text like 'Envie%', q.position
from public.opportunity_questions q
where q.text in ('Envie o link de um trabalho parecido com o que pedimos.', 'Em quantos dias você consegue entregar?');
insert into public.opportunity_screening (opportunity_id, text, kind, options, must_have, position) values
  ('e0000000-0000-4000-8000-000000000001', 'Qual é o seu tipo de pele?', 'single', array['Oleosa', 'Mista', 'Seca', 'Normal'], false, 100),
  ('e0000000-0000-4000-8000-000000000002', 'Você tem estúdio próprio?', 'single', array['Sim', 'Não'], true, 10);

-- Carla: selected (1), discarded (2), pending (3, 6). Caio: pending (1).
insert into public.applications (opportunity_id, creator_id, status, pitch, proposed_price, delivery_days, answers,
  discard_reason, viewed_at, decided_at, created_at)
values
  ('e0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002', 'selected',
    'Trabalho com skincare há 3 anos e meu público é de mulheres de 25 a 35 anos que amam rotina de cuidados. Posso entregar com roteiro aprovado em 7 dias.',
    150000, 7, '{}', null, now() - interval '2 days', now() - interval '1 day', now() - interval '2 days'),
  ('e0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000002', 'discarded',
    'Faço fotos de produto para marcas de beleza com luz natural e fundo infinito. Tenho portfólio de still no meu site.',
    250000, 10, '{}', 'Buscamos alguém com estúdio próprio nesta campanha.', now() - interval '3 days', now() - interval '2 days',
    now() - interval '4 days'),
  ('e0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000002', 'pending',
    'Uso protetor solar todos os dias e já fiz resenhas de 5 marcas. Meu carrossel de resenha tem média de 8% de salvamentos.',
    90000, 5, '{}', null, null, null, now() - interval '10 hours'),
  ('e0000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000002', 'pending',
    'Amo moda praia e publico looks toda semana. Posso produzir o Reels com transições e a foto em cenário de praia.',
    null, 10, '{}', null, now() - interval '1 day', null, now() - interval '1 day'),
  ('e0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003', 'pending',
    'Estou começando no UGC e tenho muita vontade de trabalhar com skincare. Gravo com celular e ring light.',
    120000, 10, '{}', null, null, null, now() - interval '5 hours');

-- The seeded selected application's answers point at the screening rows created above.
update public.applications a set answers = jsonb_build_object(
  (select s.id::text from public.opportunity_screening s where s.opportunity_id = a.opportunity_id and s.must_have limit 1),
  'https://www.youtube.com/@carlamendes/videos')
where a.opportunity_id = 'e0000000-0000-4000-8000-000000000001';

insert into public.opportunity_invites (opportunity_id, creator_id, invited_by)
values ('e0000000-0000-4000-8000-000000000007', 'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000006');

-- The seed's earlier notifications point at the real screens now.
update public.notifications set link = '/jobs/candidates?opportunity=e0000000-0000-4000-8000-000000000001'
where profile_id = 'd0000000-0000-4000-8000-000000000004' and kind = 'application_received' and link = '/jobs/candidates';

-- What the triggers just sent: already read, so the demo badges stay as the other tests expect.
update public.notifications set read_at = created_at
where read_at is null and created_at > now() - interval '1 hour'
  and kind in ('application_received', 'application_selected', 'application_discarded', 'opportunity_changed', 'opportunity_invite');
