-- Hiring demo data (issue 19; docs/product/hiring.md): the demo brand (Flor de Lis, Marina) and
-- agency (Pulso Digital, Juliana) with the demo creator (Carla): proposals in negotiation (one
-- waiting for Carla, one for Marina), declined and expired ones, and contracts in every state with
-- their timelines, deliveries, payment records and revealed reviews. Inserted as rows (not through
-- the functions), so no notification or chat line is created and the demo accounts keep the
-- unread badges the other tests count on.
with p(id, hirer, title, scope, deliverables, due_in, value_cents, revisions, usage, months, status, awaiting, round, reason, age) as (
  values
    ('f1000000-0000-4000-8000-000000000001'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid,
      'Reels de lançamento do Sérum Vitamina C',
      'Dois Reels mostrando a rotina da manhã com o sérum: textura, aplicação e o resultado depois de uma semana de uso.',
      array['2 Reels verticais de 30 a 45 s', '3 fotos do produto em uso'], 21, 180000, 1,
      'Perfis da marca e anúncios pagos', 6, 'pending', 'creator', 1, null, interval '1 day'),
    ('f1000000-0000-4000-8000-000000000002'::uuid, 'd0000000-0000-4000-8000-000000000006'::uuid,
      'Looks de verão da coleção praia',
      'Um Reels e um carrossel com os looks da coleção praia enviados pela agência, no seu estilo.',
      array['1 Reels', '1 carrossel com 5 fotos'], 18, 120000, 1,
      'Repost nos perfis do cliente', 1, 'pending', 'hirer', 2, null, interval '2 days'),
    ('f1000000-0000-4000-8000-000000000003'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid,
      'Tutorial de maquiagem para o YouTube',
      'Um tutorial completo de 10 minutos usando só produtos da marca, com link na descrição.',
      array['1 vídeo de 10 minutos'], 30, 250000, 2,
      'Canal da marca', 12, 'declined', null, 1, 'Não produzo vídeos longos no momento.', interval '12 days'),
    ('f1000000-0000-4000-8000-000000000004'::uuid, 'd0000000-0000-4000-8000-000000000006'::uuid,
      'Stories de inauguração de loja',
      'Sequência de stories na inauguração da loja do cliente no shopping.',
      array['8 stories com marcação'], 10, 60000, 0,
      'Repost nos perfis do cliente', 1, 'expired', null, 1, null, interval '20 days'),
    -- the proposals of the contracts below, accepted
    ('f1000000-0000-4000-8000-000000000011'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid,
      'Vídeos UGC do Protetor Solar Toque Seco',
      'Três vídeos UGC mostrando o protetor solar debaixo da maquiagem ao longo do dia.',
      array['3 vídeos verticais de 30 s', 'Legendas em português'], 12, 150000, 1,
      'Anúncios pagos e perfis da marca', 6, 'accepted', null, 1, null, interval '6 days'),
    ('f1000000-0000-4000-8000-000000000012'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid,
      'Fotos do kit de Natal',
      'Fotos do kit de Natal em clima de presente, para o feed e para o site.',
      array['10 fotos tratadas'], 8, 90000, 2,
      'Canais próprios da marca', 12, 'accepted', null, 1, null, interval '9 days'),
    ('f1000000-0000-4000-8000-000000000013'::uuid, 'd0000000-0000-4000-8000-000000000006'::uuid,
      'Reels de moda praia',
      'Um Reels com os looks da coleção praia do cliente da agência.',
      array['1 Reels de 30 s'], 5, null, 1,
      'Repost nos perfis do cliente', 1, 'accepted', null, 1, null, interval '15 days'),
    ('f1000000-0000-4000-8000-000000000014'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid,
      'Resenha da base líquida',
      'Uma resenha honesta da base líquida nova: cobertura, duração e acabamento.',
      array['1 carrossel', '5 stories'], 3, 80000, 1,
      'Repost nos perfis da marca', 3, 'accepted', null, 1, null, interval '30 days'),
    ('f1000000-0000-4000-8000-000000000015'::uuid, 'd0000000-0000-4000-8000-000000000006'::uuid,
      'Campanha de Dia das Crianças',
      'Vídeos com a família usando os brinquedos educativos do cliente.',
      array['2 vídeos verticais'], 2, 110000, 1,
      'Anúncios do cliente', 3, 'accepted', null, 1, null, interval '25 days'),
    ('f1000000-0000-4000-8000-000000000016'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid,
      'Unboxing do hidratante corporal',
      'Unboxing e primeiras impressões do hidratante corporal.',
      array['1 vídeo de unboxing'], 6, 70000, 0,
      'Perfis da marca', 3, 'accepted', null, 1, null, interval '14 days'),
    ('f1000000-0000-4000-8000-000000000017'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid,
      'Fotos da linha de batons',
      'Fotos da linha de batons com modelo, para o catálogo.',
      array['12 fotos com modelo'], 9, 130000, 1,
      'Catálogo e site da marca', 12, 'accepted', null, 1, null, interval '18 days')
)
insert into public.proposals (id, hirer_id, creator_id, title, scope, deliverables, due_date, value_cents, is_barter,
  revisions_included, usage_rights, usage_months, status, awaiting, round, decline_reason, expires_at, created_at, updated_at)
select id, hirer, 'd0000000-0000-4000-8000-000000000002'::uuid, title, scope, deliverables,
  (now() at time zone 'America/Sao_Paulo')::date + due_in, value_cents, value_cents is null, revisions, usage, months,
  status, awaiting, round, reason,
  case when status = 'expired' then now() - age + interval '7 days' else now() + interval '7 days' - interval '1 day' end,
  now() - age, now() - age + interval '1 hour'
from p;

insert into public.proposal_rounds (proposal_id, round, author_id, action, value_cents, is_barter, due_date, message, created_at)
select pr.id, r.round, r.author, r.action, r.value_cents, r.value_cents is null and r.action in ('sent', 'countered'), pr.due_date, r.message,
  pr.created_at + r.after
from public.proposals pr
join (values
  ('f1000000-0000-4000-8000-000000000001'::uuid, 1, 'd0000000-0000-4000-8000-000000000004'::uuid, 'sent', 180000, null, interval '0'),
  ('f1000000-0000-4000-8000-000000000002'::uuid, 1, 'd0000000-0000-4000-8000-000000000006'::uuid, 'sent', 100000, null, interval '0'),
  ('f1000000-0000-4000-8000-000000000002'::uuid, 2, 'd0000000-0000-4000-8000-000000000002'::uuid, 'countered', 120000,
    'Com o carrossel de 5 fotos, meu valor é R$ 1.200,00.', interval '1 hour'),
  ('f1000000-0000-4000-8000-000000000003'::uuid, 1, 'd0000000-0000-4000-8000-000000000004'::uuid, 'sent', 250000, null, interval '0'),
  ('f1000000-0000-4000-8000-000000000003'::uuid, 1, 'd0000000-0000-4000-8000-000000000002'::uuid, 'declined', null,
    'Não produzo vídeos longos no momento.', interval '1 hour'),
  ('f1000000-0000-4000-8000-000000000004'::uuid, 1, 'd0000000-0000-4000-8000-000000000006'::uuid, 'sent', 60000, null, interval '0'),
  ('f1000000-0000-4000-8000-000000000004'::uuid, 1, null, 'expired', null, null, interval '7 days')
) as r(proposal, round, author, action, value_cents, message, after) on r.proposal = pr.id;

insert into public.proposal_rounds (proposal_id, round, author_id, action, value_cents, is_barter, due_date, created_at)
select pr.id, 1, pr.hirer_id, 'sent', pr.value_cents, pr.is_barter, pr.due_date, pr.created_at
from public.proposals pr where pr.status = 'accepted'
union all
select pr.id, 1, pr.creator_id, 'accepted', null, null, null, pr.created_at + interval '1 hour'
from public.proposals pr where pr.status = 'accepted';

-- Contracts: one per state (two concluded, so both sides have reviews to show).
insert into public.contracts (id, proposal_id, hirer_id, creator_id, title, scope, deliverables, due_date, value_cents,
  is_barter, revisions_included, revisions_used, usage_rights, usage_months, status, extra_revision_comment,
  cancel_requested_by, cancel_reason, disputed_from, dispute_reason, dispute_opened_by, payment_status, paid_on,
  completed_at, cancelled_at, reviews_close_at, created_at, updated_at)
select c.id, pr.id, pr.hirer_id, pr.creator_id, pr.title, pr.scope, pr.deliverables, pr.due_date, pr.value_cents,
  pr.is_barter, pr.revisions_included, c.used, pr.usage_rights, pr.usage_months, c.status, null,
  c.cancel_by, c.cancel_reason, c.disputed_from, c.dispute_reason, c.dispute_by, c.payment,
  case when c.payment <> 'pending' then (now() at time zone 'America/Sao_Paulo')::date - 2 end,
  case when c.status = 'completed' then now() - c.moved end,
  case when c.status = 'cancelled' then now() - c.moved end,
  case when c.status = 'completed' then now() - c.moved + interval '14 days' end,
  pr.created_at + interval '1 hour', now() - c.moved
from (values
  ('f2000000-0000-4000-8000-000000000001'::uuid, 'f1000000-0000-4000-8000-000000000011'::uuid, 'active', 0, 'pending',
    null::uuid, null, null, null, null::uuid, interval '5 days'),
  ('f2000000-0000-4000-8000-000000000002'::uuid, 'f1000000-0000-4000-8000-000000000012'::uuid, 'delivered', 0, 'pending',
    null, null, null, null, null, interval '1 day'),
  ('f2000000-0000-4000-8000-000000000003'::uuid, 'f1000000-0000-4000-8000-000000000013'::uuid, 'changes_requested', 1, 'pending',
    null, null, null, null, null, interval '2 days'),
  ('f2000000-0000-4000-8000-000000000004'::uuid, 'f1000000-0000-4000-8000-000000000014'::uuid, 'completed', 0, 'confirmed',
    null, null, null, null, null, interval '4 days'),
  ('f2000000-0000-4000-8000-000000000005'::uuid, 'f1000000-0000-4000-8000-000000000015'::uuid, 'completed', 1, 'marked_paid',
    null, null, null, null, null, interval '6 days'),
  ('f2000000-0000-4000-8000-000000000006'::uuid, 'f1000000-0000-4000-8000-000000000016'::uuid, 'cancelled', 0, 'pending',
    'd0000000-0000-4000-8000-000000000004'::uuid, 'A campanha do hidratante foi adiada para o ano que vem.', null, null, null, interval '10 days'),
  ('f2000000-0000-4000-8000-000000000007'::uuid, 'f1000000-0000-4000-8000-000000000017'::uuid, 'disputed', 0, 'pending',
    null, null, 'delivered', 'As fotos entregues não seguem o briefing: faltam as fotos com modelo.', 'd0000000-0000-4000-8000-000000000004'::uuid,
    interval '3 hours')
) as c(id, proposal, status, used, payment, cancel_by, cancel_reason, disputed_from, dispute_reason, dispute_by, moved)
join public.proposals pr on pr.id = c.proposal;

insert into public.deliveries (contract_id, number, note, links, status, response_comment, submitted_at, responded_at)
values
  ('f2000000-0000-4000-8000-000000000002', 1, 'As 10 fotos do kit de Natal, em alta resolução.',
    array['https://exemplo.com.br/entregas/kit-natal'], 'submitted', null, now() - interval '1 day', null),
  ('f2000000-0000-4000-8000-000000000003', 1, 'Primeira versão do Reels.',
    array['https://exemplo.com.br/entregas/reels-praia-v1'], 'changes_requested',
    'Trocar a música por uma sem direitos autorais e mostrar mais o segundo look.', now() - interval '3 days', now() - interval '2 days'),
  ('f2000000-0000-4000-8000-000000000004', 1, 'Carrossel e stories publicados.',
    array['https://exemplo.com.br/entregas/resenha-base'], 'approved', null, now() - interval '5 days', now() - interval '4 days'),
  ('f2000000-0000-4000-8000-000000000005', 1, 'Os dois vídeos editados.',
    array['https://exemplo.com.br/entregas/dia-das-criancas'], 'approved', null, now() - interval '7 days', now() - interval '6 days'),
  ('f2000000-0000-4000-8000-000000000007', 1, 'Fotos da linha de batons.',
    array['https://exemplo.com.br/entregas/batons'], 'submitted', null, now() - interval '1 day', null);

insert into public.contract_events (contract_id, actor_id, kind, note, created_at)
select e.contract, e.actor, e.kind, e.note, now() - e.ago
from (values
  ('f2000000-0000-4000-8000-000000000001'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'created', null, interval '6 days'),
  ('f2000000-0000-4000-8000-000000000002'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'created', null, interval '9 days'),
  ('f2000000-0000-4000-8000-000000000002'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'delivered', 'As 10 fotos do kit de Natal, em alta resolução.', interval '1 day'),
  ('f2000000-0000-4000-8000-000000000003'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'created', null, interval '15 days'),
  ('f2000000-0000-4000-8000-000000000003'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'delivered', 'Primeira versão do Reels.', interval '3 days'),
  ('f2000000-0000-4000-8000-000000000003'::uuid, 'd0000000-0000-4000-8000-000000000006'::uuid, 'changes_requested',
    'Trocar a música por uma sem direitos autorais e mostrar mais o segundo look.', interval '2 days'),
  ('f2000000-0000-4000-8000-000000000004'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'created', null, interval '30 days'),
  ('f2000000-0000-4000-8000-000000000004'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'delivered', 'Carrossel e stories publicados.', interval '5 days'),
  ('f2000000-0000-4000-8000-000000000004'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid, 'approved', null, interval '4 days'),
  ('f2000000-0000-4000-8000-000000000004'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid, 'payment_marked', null, interval '3 days 23 hours'),
  ('f2000000-0000-4000-8000-000000000004'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'payment_confirmed', null, interval '3 days 20 hours'),
  ('f2000000-0000-4000-8000-000000000005'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'created', null, interval '25 days'),
  ('f2000000-0000-4000-8000-000000000005'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'delivered', 'Os dois vídeos editados.', interval '7 days'),
  ('f2000000-0000-4000-8000-000000000005'::uuid, 'd0000000-0000-4000-8000-000000000006'::uuid, 'approved', null, interval '6 days'),
  ('f2000000-0000-4000-8000-000000000005'::uuid, 'd0000000-0000-4000-8000-000000000006'::uuid, 'payment_marked', null, interval '5 days 22 hours'),
  ('f2000000-0000-4000-8000-000000000006'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'created', null, interval '14 days'),
  ('f2000000-0000-4000-8000-000000000006'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid, 'cancelled',
    'A campanha do hidratante foi adiada para o ano que vem.', interval '10 days'),
  ('f2000000-0000-4000-8000-000000000007'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'created', null, interval '18 days'),
  ('f2000000-0000-4000-8000-000000000007'::uuid, 'd0000000-0000-4000-8000-000000000002'::uuid, 'delivered', 'Fotos da linha de batons.', interval '1 day'),
  ('f2000000-0000-4000-8000-000000000007'::uuid, 'd0000000-0000-4000-8000-000000000004'::uuid, 'disputed',
    'As fotos entregues não seguem o briefing: faltam as fotos com modelo.', interval '3 hours')
) as e(contract, actor, kind, note, ago)
order by e.ago desc;

-- Revealed reviews of both concluded contracts (the profile_ratings trigger keeps the summaries).
insert into public.reviews (contract_id, author_id, subject_id, subject_role, rating, communication, quality, timeliness,
  briefing, payment, body, revealed_at, reply, replied_at, created_at)
values
  ('f2000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000002',
    'creator', 5, 5, 5, 4, null, null,
    'A Carla entendeu a proposta da marca de primeira e a resenha ficou muito natural. Recomendo!',
    now() - interval '3 days', 'Obrigada, Marina! Foi um prazer testar a base.', now() - interval '2 days', now() - interval '4 days'),
  ('f2000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000004',
    'hirer', 5, 5, null, null, 5, 5,
    'Briefing claro, respostas rápidas e pagamento no dia combinado.',
    now() - interval '3 days', null, null, now() - interval '3 days'),
  ('f2000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000002',
    'creator', 4, 4, 5, 4, null, null,
    'Vídeos lindos, com a família toda. Atrasou um dia, mas avisou antes.',
    now() - interval '5 days', null, null, now() - interval '6 days'),
  ('f2000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000006',
    'hirer', 4, 5, null, null, 4, 4,
    'A Juliana foi muito atenciosa; o briefing poderia trazer mais referências.',
    now() - interval '5 days', null, null, now() - interval '5 days');
