-- Chat and notifications center demo data (docs/product/chat.md), after supabase/seed.sql.
-- Keeps the unread numbers the tests rely on (Carla: 3 messages / 2 notifications; Marina: 1 / 1;
-- Juliana: 0 / 1): everything added here is already read, except where noted.

-- An earlier exchange in Carla and Juliana's conversation, from days ago (the thread groups them).
insert into public.messages (conversation_id, sender_id, body, created_at, read_at)
select 'c0000000-0000-4000-8000-000000000002'::uuid, m.sender_id::uuid, m.body, now() - m.ago, now() - m.ago + interval '10 minutes'
from (values
  ('d0000000-0000-4000-8000-000000000006', 'Oi, Carla! Aqui é a Juliana, da Pulso Digital. Tudo bem?', interval '26 hours'),
  ('d0000000-0000-4000-8000-000000000002', 'Oi, Juliana! Tudo ótimo, e com você?', interval '25 hours 50 minutes'),
  ('d0000000-0000-4000-8000-000000000006', 'Tudo certo! Te mando novidades em breve.', interval '25 hours 40 minutes')
) as m(sender_id, body, ago);

-- Carla and Caio (two creators), all read.
insert into public.conversations (id, member_a, member_b, created_at)
values ('c0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003', now() - interval '6 days');

insert into public.conversation_members (conversation_id, profile_id, last_read_at)
values
  ('c0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000002', now() - interval '4 days'),
  ('c0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000003', now() - interval '4 days');

insert into public.messages (conversation_id, sender_id, body, created_at, read_at)
select 'c0000000-0000-4000-8000-000000000004'::uuid, m.sender_id::uuid, m.body, now() - m.ago, now() - m.ago + interval '30 minutes'
from (values
  ('d0000000-0000-4000-8000-000000000003', 'Oi, Carla! Começando agora como criador. Alguma dica para montar o portfólio?', interval '5 days'),
  ('d0000000-0000-4000-8000-000000000002', 'Oi, Caio! Comece com 3 vídeos curtos mostrando seu estilo. Veja https://www.youtube.com/@carlamendes/videos', interval '5 days' - interval '2 hours'),
  ('d0000000-0000-4000-8000-000000000003', 'Valeu demais! 🙌', interval '4 days 21 hours')
) as m(sender_id, body, ago);

-- Notifications of every kind (already read, so the badges keep their numbers).
insert into public.notifications (profile_id, kind, title, body, link, read_at, created_at)
values
  ('d0000000-0000-4000-8000-000000000002', 'application_discarded', 'Candidatura não selecionada',
    'Café Serrano escolheu outro perfil para a campanha de inverno.', '/jobs/discarded', now() - interval '2 days', now() - interval '3 days'),
  ('d0000000-0000-4000-8000-000000000002', 'opportunity_changed', 'Oportunidade alterada',
    'O prazo da campanha "Verão Flor de Lis" mudou.', '/jobs/pending', now() - interval '4 days', now() - interval '5 days'),
  ('d0000000-0000-4000-8000-000000000002', 'post_comment', 'Novo comentário',
    'Marina Souza comentou na sua publicação.', '/feed', now() - interval '6 days', now() - interval '7 days'),
  ('d0000000-0000-4000-8000-000000000002', 'post_like', 'Nova curtida',
    'Juliana Costa curtiu sua publicação.', '/feed', now() - interval '8 days', now() - interval '9 days'),
  ('d0000000-0000-4000-8000-000000000004', 'new_follower', 'Novo seguidor',
    'Carla Mendes começou a seguir você.', '/network', now() - interval '3 days', now() - interval '4 days'),
  ('d0000000-0000-4000-8000-000000000004', 'admin_broadcast', 'Boas-vindas ao Conecta Criadores',
    'Publique sua primeira oportunidade e encontre criadores.', '/jobs/minhasoportunidades', now() - interval '10 days', now() - interval '12 days');

-- Carla and Marina talk about the opportunity Carla was selected for (20_jobs.sql): the chat's
-- banner names it.
update public.conversations set opportunity_id = 'e0000000-0000-4000-8000-000000000001'
where id = 'c0000000-0000-4000-8000-000000000001';
