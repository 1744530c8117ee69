-- Moderation demo data (issue 12 item 8): the moderation queues show each person's posts and
-- comments (/admin/gestao-profile, -2, -4 → "Conteúdo"). 30_social.sql already gives Carla (creator)
-- and Marina (brand) posts and comments and Juliana (agency) a post; here Juliana and Marina comment
-- on posts of the extra public profiles, so the agency's "Comentários" tab has content too. The
-- notifications these comments create go to those extra profiles, never to a demo account.
insert into public.post_comments (post_id, author_id, body, created_at)
select p.id, c.author_id, c.body, p.created_at + c.after
from (values
  ('e0000000-0000-4000-8000-000000000005'::uuid, 'd0000000-0000-4000-8000-000000000006'::uuid,
    'Que série incrível! A Pulso Digital adoraria conversar sobre uma parceria.', interval '2 hours'),
  ('e0000000-0000-4000-8000-000000000009'::uuid, 'd0000000-0000-4000-8000-000000000006'::uuid,
    'Roteiro muito bem amarrado. Parabéns!', interval '90 minutes'),
  ('e0000000-0000-4000-8000-000000000012'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid,
    'A Flor de Lis ama esse tipo de conteúdo, vamos conversar?', interval '1 hour')
) as c(post_author, author_id, body, after)
cross join lateral (
  select id, created_at from public.posts where author_id = c.post_author order by created_at desc limit 1
) p;

-- Read already, like the other social notifications of the seed.
update public.notifications set read_at = created_at + interval '10 minutes'
where kind = 'post_comment' and read_at is null
  and profile_id in ('e0000000-0000-4000-8000-000000000005', 'e0000000-0000-4000-8000-000000000009', 'e0000000-0000-4000-8000-000000000012');
