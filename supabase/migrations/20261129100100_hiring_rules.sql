-- Hiring through to review: every move as a function (docs/product/hiring.md). Each one checks who
-- is calling and the state the row is in, makes the move in one transaction, records it
-- (proposal_rounds, contract_events), notifies the other party and tells the pair's conversation.
-- The API roles have no write grant on these tables, so a call through the Data API can neither
-- skip nor forge a step. Errors are pt-BR: 42501 for "not yours to do", 22023 for bad input,
-- 23514 for "not in this state", P0002 for "not found".

-- Small helpers ------------------------------------------------------------------------------------

-- A person's name as the other party reads it: the company's name, else the person's.
create or replace function public.party_name(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select coalesce(nullif(btrim(company_name), ''), nullif(btrim(full_name), '')) from public.profiles where id = person),
    'Alguém'
  )
$$;

-- The caller, signed in and not blocked; raises otherwise.
create or replace function public.hiring_caller()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'É preciso entrar para continuar.' using errcode = '42501';
  end if;
  if not public.is_active_user() then
    raise exception 'Sua conta está bloqueada.' using errcode = '42501';
  end if;
  return me;
end;
$$;

-- A trimmed text between min_len and max_len characters, or the given message.
create or replace function public.checked_text(value text, min_len integer, max_len integer, message text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v text := btrim(coalesce(value, ''));
begin
  if char_length(v) < min_len or char_length(v) > max_len then
    raise exception '%', message using errcode = '22023';
  end if;
  return v;
end;
$$;

-- Today in Brazil (the product's dates are São Paulo's).
create or replace function public.today_br()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Sao_Paulo')::date
$$;

-- The value of a proposal or counter: a value in cents, or barter ('permuta').
create or replace function public.checked_value(terms jsonb)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  cents integer;
begin
  if coalesce((terms ->> 'is_barter')::boolean, false) then
    return null;
  end if;
  cents := (terms ->> 'value_cents')::integer;
  if cents is null or cents < 100 or cents > 100000000 then
    raise exception 'Informe um valor entre R$ 1,00 e R$ 1.000.000,00, ou marque permuta.' using errcode = '22023';
  end if;
  return cents;
end;
$$;

create or replace function public.checked_due_date(value text)
returns date
language plpgsql
stable
set search_path = ''
as $$
declare
  d date := value::date;
begin
  if d is null or d < public.today_br() then
    raise exception 'Informe uma data de entrega a partir de hoje.' using errcode = '22023';
  end if;
  if d > public.today_br() + 730 then
    raise exception 'A data de entrega deve estar nos próximos 2 anos.' using errcode = '22023';
  end if;
  return d;
end;
$$;

-- The terms of a new proposal from its jsonb, checked; the same rules as lib/validation/hiring.ts.
create or replace function public.checked_terms(terms jsonb)
returns public.proposals
language plpgsql
stable
set search_path = ''
as $$
declare
  t public.proposals;
  items text[];
begin
  if terms is null or jsonb_typeof(terms) <> 'object' then
    raise exception 'Preencha os termos da proposta.' using errcode = '22023';
  end if;
  t.title := public.checked_text(terms ->> 'title', 3, 120, 'Informe o título da proposta (3 a 120 caracteres).');
  t.scope := public.checked_text(terms ->> 'scope', 10, 4000, 'Descreva o escopo (10 a 4.000 caracteres).');
  if jsonb_typeof(terms -> 'deliverables') <> 'array' then
    raise exception 'Liste de 1 a 20 entregáveis, cada um com até 200 caracteres.' using errcode = '22023';
  end if;
  select coalesce(array_agg(btrim(e) order by n), '{}') into items
  from jsonb_array_elements_text(terms -> 'deliverables') with ordinality as x(e, n)
  where btrim(e) <> '';
  if cardinality(items) not between 1 and 20 or not public.deliverables_ok(items) then
    raise exception 'Liste de 1 a 20 entregáveis, cada um com até 200 caracteres.' using errcode = '22023';
  end if;
  t.deliverables := items;
  t.due_date := public.checked_due_date(terms ->> 'due_date');
  t.value_cents := public.checked_value(terms);
  t.is_barter := t.value_cents is null;
  t.revisions_included := (terms ->> 'revisions_included')::smallint;
  if t.revisions_included is null or t.revisions_included not between 0 and 5 then
    raise exception 'As revisões incluídas vão de 0 a 5.' using errcode = '22023';
  end if;
  t.usage_rights := public.checked_text(terms ->> 'usage_rights', 3, 1000, 'Descreva os direitos de uso (3 a 1.000 caracteres).');
  t.usage_months := (terms ->> 'usage_months')::smallint;
  if t.usage_months is not null and t.usage_months not between 1 and 120 then
    raise exception 'O prazo de uso vai de 1 a 120 meses.' using errcode = '22023';
  end if;
  return t;
end;
$$;

-- The conversation of two people, opened if they have none (no checks: the callers made them).
create or replace function public.pair_conversation(x uuid, y uuid, opportunity uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  a uuid := least(x, y);
  b uuid := greatest(x, y);
  conv uuid;
begin
  select id into conv from public.conversations where member_a = a and member_b = b;
  if conv is null then
    insert into public.conversations (member_a, member_b, opportunity_id)
    values (a, b, opportunity)
    on conflict (member_a, member_b) do nothing
    returning id into conv;
    if conv is null then
      select id into conv from public.conversations where member_a = a and member_b = b;
    end if;
  end if;
  insert into public.conversation_members (conversation_id, profile_id)
  values (conv, a), (conv, b)
  on conflict do nothing;
  return conv;
end;
$$;

-- A system line in the conversation of a contract's two parties, sent in the name of `actor` (or
-- the hirer when the platform or an administrator moved). Left out when the two blocked each other
-- or both accounts are blocked: the move itself still happens and is notified.
create or replace function public.hiring_system_line(hirer uuid, creator uuid, actor uuid, opportunity uuid, line text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender uuid;
begin
  if hirer is null or creator is null or public.is_blocked_between(hirer, creator) then
    return;
  end if;
  select p.id into sender from public.profiles p
  where p.id in (hirer, creator) and not p.is_blocked
  order by (p.id = actor) desc, (p.id = hirer) desc
  limit 1;
  if sender is null then
    return;
  end if;
  insert into public.messages (conversation_id, sender_id, receiver_id, body, kind)
  values (public.pair_conversation(hirer, creator, opportunity), sender,
    case when sender = hirer then creator else hirer end, left(line, 4000), 'system');
end;
$$;

create or replace function public.hiring_notify(recipient uuid, notification_kind text, title text, body text, link text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (profile_id, kind, title, body, link)
  select recipient, notification_kind, left(title, 200), left(body, 2000), link
  where recipient is not null
$$;

-- Records a contract's move: the event, the notification of the other party (both parties when the
-- platform or an administrator moved) and the system line in their conversation.
create or replace function public.contract_record(c public.contracts, actor uuid, event_kind text, note text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text := public.party_name(actor);
  title text;
  body text;
  quoted text := '"' || c.title || '"';
begin
  insert into public.contract_events (contract_id, actor_id, kind, note)
  values (c.id, actor, event_kind, nullif(btrim(coalesce(note, '')), ''));

  title := case event_kind
    when 'created' then 'Contrato iniciado'
    when 'delivered' then 'Entrega enviada'
    when 'changes_requested' then 'Alterações solicitadas'
    when 'extra_revision_requested' then 'Pedido de revisão extra'
    when 'extra_revision_accepted' then 'Revisão extra aceita'
    when 'extra_revision_declined' then 'Revisão extra recusada'
    when 'approved' then 'Entrega aprovada'
    when 'auto_approved' then 'Entrega aprovada automaticamente'
    when 'cancel_requested' then 'Pedido de cancelamento'
    when 'cancel_declined' then 'Cancelamento recusado'
    when 'cancelled' then 'Contrato cancelado'
    when 'disputed' then 'Contrato em disputa'
    when 'dispute_resolved' then 'Disputa resolvida'
    when 'payment_marked' then 'Pagamento informado'
    when 'payment_confirmed' then 'Pagamento confirmado'
  end;
  body := case event_kind
    when 'created' then format('A proposta %s foi aceita e o contrato está ativo.', quoted)
    when 'delivered' then format('%s enviou uma entrega de %s.', who, quoted)
    when 'changes_requested' then format('%s pediu alterações em %s.', who, quoted)
    when 'extra_revision_requested' then format('%s pediu uma alteração além das revisões incluídas em %s. Aceite ou recuse no contrato.', who, quoted)
    when 'extra_revision_accepted' then format('%s aceitou fazer a alteração extra em %s.', who, quoted)
    when 'extra_revision_declined' then format('%s recusou a alteração extra em %s.', who, quoted)
    when 'approved' then format('%s aprovou a entrega. O contrato %s foi concluído: avalie a outra parte em até 14 dias.', who, quoted)
    when 'auto_approved' then format('A entrega de %s ficou 7 dias sem resposta e foi aprovada. O contrato foi concluído: avalie a outra parte em até 14 dias.', quoted)
    when 'cancel_requested' then format('%s pediu o cancelamento de %s. Aceite ou recuse no contrato.', who, quoted)
    when 'cancel_declined' then format('%s recusou o cancelamento de %s.', who, quoted)
    when 'cancelled' then format('O contrato %s foi cancelado.', quoted)
    when 'disputed' then format('%s abriu uma disputa em %s. A equipe vai analisar.', who, quoted)
    when 'dispute_resolved' then format('A equipe resolveu a disputa de %s: %s.', quoted,
      case c.status when 'completed' then 'contrato concluído' else 'contrato cancelado' end)
    when 'payment_marked' then format('%s informou o pagamento de %s. Confirme o recebimento no contrato.', who, quoted)
    when 'payment_confirmed' then format('%s confirmou o recebimento do pagamento de %s.', who, quoted)
  end;
  if title is null then
    raise exception 'unknown contract event %', event_kind;
  end if;
  if nullif(btrim(coalesce(note, '')), '') is not null and event_kind in
      ('changes_requested', 'extra_revision_requested', 'cancel_requested', 'cancelled', 'disputed', 'dispute_resolved') then
    body := body || E'\n\nMotivo: ' || btrim(note);
  end if;

  if actor is distinct from c.hirer_id then
    perform public.hiring_notify(c.hirer_id, 'contract_update', title, body, '/contrato/' || c.id);
  end if;
  if actor is distinct from c.creator_id then
    perform public.hiring_notify(c.creator_id, 'contract_update', title, body, '/contrato/' || c.id);
  end if;
  perform public.hiring_system_line(c.hirer_id, c.creator_id, actor, c.opportunity_id, title || ': ' || body);
end;
$$;

revoke execute on function public.party_name(uuid), public.hiring_caller(), public.checked_text(text, integer, integer, text),
  public.checked_value(jsonb), public.checked_due_date(text), public.checked_terms(jsonb),
  public.pair_conversation(uuid, uuid, uuid), public.hiring_system_line(uuid, uuid, uuid, uuid, text),
  public.hiring_notify(uuid, text, text, text, text), public.contract_record(public.contracts, uuid, text, text)
  from public, anon, authenticated;
grant execute on function public.today_br() to anon, authenticated, service_role;

-- Proposals ----------------------------------------------------------------------------------------

-- A hirer sends a proposal to a creator: from a selected candidate (`application`) or from the
-- creator's profile (null). Returns the proposal's id.
create or replace function public.proposal_send(creator uuid, terms jsonb, application uuid default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  t public.proposals := public.checked_terms(terms);
  app public.applications;
  opportunity uuid;
  new_id uuid;
begin
  if not exists (select 1 from public.profiles where id = me and category = 'Quero Contratar') then
    raise exception 'Só empresas e agências enviam propostas.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.profiles where id = creator and category = 'Quero Oferecer meu serviço' and not is_blocked) then
    raise exception 'Criador não encontrado.' using errcode = 'P0002';
  end if;
  if public.is_blocked_between(me, creator) then
    raise exception 'Não é possível enviar propostas a esta pessoa.' using errcode = '42501';
  end if;
  if application is not null then
    select a.* into app from public.applications a
    join public.opportunities o on o.id = a.opportunity_id
    where a.id = application and o.owner_id = me;
    if app.id is null or app.creator_id <> creator then
      raise exception 'Candidatura não encontrada.' using errcode = 'P0002';
    end if;
    if app.status <> 'selected' then
      raise exception 'Selecione a candidatura antes de enviar uma proposta.' using errcode = '23514';
    end if;
    opportunity := app.opportunity_id;
  end if;
  if exists (
    select 1 from public.proposals p
    where p.hirer_id = me and p.creator_id = creator and p.status = 'pending'
      and p.opportunity_id is not distinct from opportunity
  ) then
    raise exception 'Já existe uma proposta em negociação com este criador%.',
      case when opportunity is null then '' else ' para esta oportunidade' end using errcode = '23505';
  end if;

  insert into public.proposals (hirer_id, creator_id, application_id, opportunity_id, title, scope, deliverables,
    due_date, value_cents, is_barter, revisions_included, usage_rights, usage_months, status, awaiting, round, expires_at)
  values (me, creator, application, opportunity, t.title, t.scope, t.deliverables, t.due_date, t.value_cents,
    t.is_barter, t.revisions_included, t.usage_rights, t.usage_months, 'pending', 'creator', 1, now() + interval '7 days')
  returning id into new_id;
  insert into public.proposal_rounds (proposal_id, round, author_id, action, value_cents, is_barter, due_date)
  values (new_id, 1, me, 'sent', t.value_cents, t.is_barter, t.due_date);

  perform public.hiring_notify(creator, 'proposal_update', 'Nova proposta',
    format('%s enviou a proposta "%s". Responda em até 7 dias.', public.party_name(me), t.title),
    '/proposta/' || new_id);
  perform public.hiring_system_line(me, creator, me, opportunity,
    format('Nova proposta: "%s". Veja os termos e responda em até 7 dias.', t.title));
  return new_id;
end;
$$;

-- The party whose answer is due accepts, declines (with a reason) or counters (a new value and/or
-- date). Accepting creates the contract; returns its id (null for the other answers).
create or replace function public.proposal_respond(proposal uuid, answer text, reason text default null, terms jsonb default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  p public.proposals;
  my_side text;
  other uuid;
  why text;
  new_value integer;
  new_due date;
  message text;
  c public.contracts;
begin
  select * into p from public.proposals where id = proposal for update;
  if p.id is null or me not in (p.hirer_id, p.creator_id) then
    raise exception 'Proposta não encontrada.' using errcode = 'P0002';
  end if;
  my_side := case when me = p.creator_id then 'creator' else 'hirer' end;
  other := case when my_side = 'creator' then p.hirer_id else p.creator_id end;
  if p.status <> 'pending' or p.expires_at <= now() then
    raise exception 'Esta proposta não está mais em negociação.' using errcode = '23514';
  end if;
  if p.awaiting <> my_side then
    raise exception 'Aguarde a resposta da outra parte.' using errcode = '23514';
  end if;
  if other is null then
    raise exception 'A outra parte não está mais na plataforma.' using errcode = '23514';
  end if;

  if answer = 'accept' then
    update public.proposals set status = 'accepted', awaiting = null, updated_at = now()
    where id = p.id returning * into p;
    insert into public.proposal_rounds (proposal_id, round, author_id, action)
    values (p.id, p.round, me, 'accepted');
    insert into public.contracts (proposal_id, hirer_id, creator_id, opportunity_id, title, scope, deliverables, due_date,
      value_cents, is_barter, revisions_included, usage_rights, usage_months)
    values (p.id, p.hirer_id, p.creator_id, p.opportunity_id, p.title, p.scope, p.deliverables, p.due_date,
      p.value_cents, p.is_barter, p.revisions_included, p.usage_rights, p.usage_months)
    returning * into c;
    perform public.contract_record(c, me, 'created');
    return c.id;
  elsif answer = 'decline' then
    why := public.checked_text(reason, 3, 500, 'Informe o motivo da recusa (3 a 500 caracteres).');
    update public.proposals set status = 'declined', awaiting = null, decline_reason = why, updated_at = now()
    where id = p.id;
    insert into public.proposal_rounds (proposal_id, round, author_id, action, message)
    values (p.id, p.round, me, 'declined', why);
    perform public.hiring_notify(other, 'proposal_update', 'Proposta recusada',
      format('%s recusou a proposta "%s". Motivo: %s', public.party_name(me), p.title, why),
      '/proposta/' || p.id);
    perform public.hiring_system_line(p.hirer_id, p.creator_id, me, p.opportunity_id,
      format('Proposta "%s" recusada. Motivo: %s', p.title, why));
    return null;
  elsif answer = 'counter' then
    if terms is null or jsonb_typeof(terms) <> 'object' then
      raise exception 'Informe o novo valor ou a nova data.' using errcode = '22023';
    end if;
    new_value := case when terms ? 'value_cents' or terms ? 'is_barter' then public.checked_value(terms) else p.value_cents end;
    new_due := case when terms ? 'due_date' then public.checked_due_date(terms ->> 'due_date') else p.due_date end;
    if new_value is not distinct from p.value_cents and new_due = p.due_date then
      raise exception 'Uma contraproposta muda o valor, a data ou os dois.' using errcode = '22023';
    end if;
    if p.round >= 30 then
      raise exception 'Esta negociação chegou ao limite de rodadas: aceite ou recuse.' using errcode = '23514';
    end if;
    message := nullif(btrim(coalesce(terms ->> 'message', '')), '');
    if char_length(message) > 1000 then
      raise exception 'A mensagem deve ter no máximo 1.000 caracteres.' using errcode = '22023';
    end if;
    update public.proposals set value_cents = new_value, is_barter = new_value is null, due_date = new_due,
      awaiting = case when my_side = 'creator' then 'hirer' else 'creator' end, round = p.round + 1,
      expires_at = now() + interval '7 days', updated_at = now()
    where id = p.id;
    insert into public.proposal_rounds (proposal_id, round, author_id, action, value_cents, is_barter, due_date, message)
    values (p.id, p.round + 1, me, 'countered', new_value, new_value is null, new_due, message);
    perform public.hiring_notify(other, 'proposal_update', 'Contraproposta recebida',
      format('%s fez uma contraproposta para "%s". Responda em até 7 dias.', public.party_name(me), p.title),
      '/proposta/' || p.id);
    perform public.hiring_system_line(p.hirer_id, p.creator_id, me, p.opportunity_id,
      format('Contraproposta para "%s". Veja os novos termos e responda em até 7 dias.', p.title));
    return null;
  end if;
  raise exception 'Resposta inválida.' using errcode = '22023';
end;
$$;

-- The hirer withdraws a proposal the creator has not answered at all (no counter yet: once they
-- negotiate, either side declines instead).
create or replace function public.proposal_withdraw(proposal uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  p public.proposals;
begin
  select * into p from public.proposals where id = proposal for update;
  if p.id is null or me not in (p.hirer_id, p.creator_id) then
    raise exception 'Proposta não encontrada.' using errcode = 'P0002';
  end if;
  if me <> p.hirer_id then
    raise exception 'Só quem enviou a proposta pode retirá-la.' using errcode = '42501';
  end if;
  if p.status <> 'pending' or p.round <> 1 or p.expires_at <= now() then
    raise exception 'Só é possível retirar uma proposta que ainda não foi respondida.' using errcode = '23514';
  end if;
  update public.proposals set status = 'withdrawn', awaiting = null, updated_at = now() where id = p.id;
  insert into public.proposal_rounds (proposal_id, round, author_id, action) values (p.id, p.round, me, 'withdrawn');
  perform public.hiring_notify(p.creator_id, 'proposal_update', 'Proposta retirada',
    format('%s retirou a proposta "%s".', public.party_name(me), p.title), '/proposta/' || p.id);
end;
$$;

-- Contracts ----------------------------------------------------------------------------------------

-- The contract for a move by the caller, locked; raises when it is not one of theirs.
create or replace function public.contract_for_move(contract uuid, me uuid)
returns public.contracts
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.contracts;
begin
  select * into c from public.contracts where id = contract for update;
  if c.id is null or me not in (c.hirer_id, c.creator_id) then
    raise exception 'Contrato não encontrado.' using errcode = 'P0002';
  end if;
  return c;
end;
$$;

revoke execute on function public.contract_for_move(uuid, uuid) from public, anon, authenticated;

-- The files of a delivery or a receipt: each one uploaded by the caller into the contract's folder.
create or replace function public.checked_contract_files(contract uuid, me uuid, files jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  f jsonb;
  out jsonb := '[]';
  obj record;
begin
  if files is null then
    return out;
  end if;
  if jsonb_typeof(files) <> 'array' or jsonb_array_length(files) > 10 then
    raise exception 'Envie no máximo 10 arquivos por entrega.' using errcode = '22023';
  end if;
  for f in select * from jsonb_array_elements(files) loop
    if jsonb_typeof(f) <> 'object' or coalesce(f ->> 'path', '') not like contract::text || '/' || me::text || '/%' then
      raise exception 'Os arquivos devem ser enviados para a pasta deste contrato.' using errcode = '42501';
    end if;
    select o.name, o.metadata into obj from storage.objects o where o.bucket_id = 'contract-files' and o.name = f ->> 'path';
    if obj.name is null then
      raise exception 'Um dos arquivos não foi encontrado: envie-o novamente.' using errcode = '22023';
    end if;
    out := out || jsonb_build_array(jsonb_build_object(
      'path', obj.name,
      'name', left(coalesce(nullif(btrim(f ->> 'name'), ''), regexp_replace(obj.name, '^.*/', '')), 200),
      'type', coalesce(obj.metadata ->> 'mimetype', 'application/octet-stream'),
      'size', coalesce((obj.metadata ->> 'size')::bigint, 0)));
  end loop;
  return out;
end;
$$;

revoke execute on function public.checked_contract_files(uuid, uuid, jsonb) from public, anon, authenticated;

-- The creator hands in the work (files and/or links, a note) while the contract is active or
-- changes were requested.
create or replace function public.contract_deliver(contract uuid, note text default '', links text[] default '{}', files jsonb default '[]')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  c public.contracts := public.contract_for_move(contract, me);
  checked_files jsonb;
  clean_links text[];
  next_number smallint;
  new_id uuid;
begin
  if me <> c.creator_id then
    raise exception 'Só o criador envia entregas.' using errcode = '42501';
  end if;
  if c.status not in ('active', 'changes_requested') then
    raise exception 'Não é possível enviar uma entrega neste momento do contrato.' using errcode = '23514';
  end if;
  if char_length(coalesce(note, '')) > 2000 then
    raise exception 'A observação deve ter no máximo 2.000 caracteres.' using errcode = '22023';
  end if;
  select coalesce(array_agg(btrim(l)), '{}') into clean_links from unnest(coalesce(links, '{}')) as l where btrim(l) <> '';
  if cardinality(clean_links) > 10 or not public.delivery_links_ok(clean_links) then
    raise exception 'Informe até 10 links, cada um começando com http:// ou https://.' using errcode = '22023';
  end if;
  checked_files := public.checked_contract_files(c.id, me, files);
  if cardinality(clean_links) = 0 and jsonb_array_length(checked_files) = 0 then
    raise exception 'Envie ao menos um arquivo ou link.' using errcode = '22023';
  end if;
  select coalesce(max(d.number), 0) + 1 into next_number from public.deliveries d where d.contract_id = c.id;
  insert into public.deliveries (contract_id, number, note, links, files)
  values (c.id, next_number, btrim(coalesce(note, '')), clean_links, checked_files)
  returning id into new_id;
  update public.contracts set status = 'delivered', cancel_requested_by = null, cancel_reason = null, updated_at = now()
  where id = c.id returning * into c;
  perform public.contract_record(c, me, 'delivered', note);
  return new_id;
end;
$$;

-- The hirer answers the latest delivery: approves it (the contract is concluded) or asks for
-- changes with a comment. Changes beyond the included revisions wait for the creator's agreement.
create or replace function public.contract_review_delivery(contract uuid, approve boolean, comment text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  c public.contracts := public.contract_for_move(contract, me);
  why text;
begin
  if me <> c.hirer_id then
    raise exception 'Só quem contratou aprova ou pede alterações.' using errcode = '42501';
  end if;
  if c.status <> 'delivered' then
    raise exception 'Não há entrega aguardando resposta.' using errcode = '23514';
  end if;
  if c.extra_revision_comment is not null then
    raise exception 'Aguarde o criador responder ao pedido de revisão extra.' using errcode = '23514';
  end if;
  if approve then
    update public.deliveries set status = 'approved', responded_at = now()
    where contract_id = c.id and status = 'submitted';
    update public.contracts set status = 'completed', completed_at = now(), reviews_close_at = now() + interval '14 days',
      cancel_requested_by = null, cancel_reason = null, updated_at = now()
    where id = c.id returning * into c;
    perform public.contract_record(c, me, 'approved');
    return;
  end if;
  why := public.checked_text(comment, 5, 2000, 'Descreva as alterações (5 a 2.000 caracteres).');
  if c.revisions_used < c.revisions_included then
    update public.deliveries set status = 'changes_requested', response_comment = why, responded_at = now()
    where contract_id = c.id and status = 'submitted';
    update public.contracts set status = 'changes_requested', revisions_used = c.revisions_used + 1, updated_at = now()
    where id = c.id returning * into c;
    perform public.contract_record(c, me, 'changes_requested', why);
  else
    update public.contracts set extra_revision_comment = why, updated_at = now() where id = c.id returning * into c;
    perform public.contract_record(c, me, 'extra_revision_requested', why);
  end if;
end;
$$;

-- The creator agrees to, or declines, changes beyond the included revisions.
create or replace function public.contract_answer_extra_revision(contract uuid, accept boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  c public.contracts := public.contract_for_move(contract, me);
  why text := c.extra_revision_comment;
begin
  if me <> c.creator_id then
    raise exception 'Só o criador responde ao pedido de revisão extra.' using errcode = '42501';
  end if;
  if c.status <> 'delivered' or why is null then
    raise exception 'Não há pedido de revisão extra aguardando resposta.' using errcode = '23514';
  end if;
  if accept then
    update public.deliveries set status = 'changes_requested', response_comment = why, responded_at = now()
    where contract_id = c.id and status = 'submitted';
    update public.contracts set status = 'changes_requested', revisions_used = c.revisions_used + 1,
      extra_revision_comment = null, updated_at = now()
    where id = c.id returning * into c;
    perform public.contract_record(c, me, 'extra_revision_accepted');
  else
    update public.contracts set extra_revision_comment = null, updated_at = now() where id = c.id returning * into c;
    perform public.contract_record(c, me, 'extra_revision_declined');
  end if;
end;
$$;

-- Cancelling: the hirer cancels at once before any delivery; otherwise one party asks and the
-- other agrees by cancelling too (or declines with contract_decline_cancel).
create or replace function public.contract_cancel(contract uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  c public.contracts := public.contract_for_move(contract, me);
  why text := public.checked_text(reason, 5, 500, 'Informe o motivo do cancelamento (5 a 500 caracteres).');
begin
  if c.status not in ('active', 'delivered', 'changes_requested') then
    raise exception 'Este contrato não pode mais ser cancelado.' using errcode = '23514';
  end if;
  if (me = c.hirer_id and c.status = 'active' and not exists (select 1 from public.deliveries d where d.contract_id = c.id))
      or (c.cancel_requested_by is not null and c.cancel_requested_by <> me) then
    update public.contracts set status = 'cancelled', cancelled_at = now(), extra_revision_comment = null,
      cancel_requested_by = coalesce(c.cancel_requested_by, me), cancel_reason = coalesce(c.cancel_reason, why), updated_at = now()
    where id = c.id returning * into c;
    perform public.contract_record(c, me, 'cancelled', why);
    return;
  end if;
  if c.cancel_requested_by = me then
    raise exception 'Você já pediu o cancelamento: aguarde a resposta da outra parte.' using errcode = '23514';
  end if;
  update public.contracts set cancel_requested_by = me, cancel_reason = why, updated_at = now()
  where id = c.id returning * into c;
  perform public.contract_record(c, me, 'cancel_requested', why);
end;
$$;

create or replace function public.contract_decline_cancel(contract uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  c public.contracts := public.contract_for_move(contract, me);
begin
  if c.cancel_requested_by is null or c.cancel_requested_by = me or c.status = 'cancelled' then
    raise exception 'Não há pedido de cancelamento para responder.' using errcode = '23514';
  end if;
  update public.contracts set cancel_requested_by = null, cancel_reason = null, updated_at = now()
  where id = c.id returning * into c;
  perform public.contract_record(c, me, 'cancel_declined');
end;
$$;

-- Either party opens a dispute (with a reason) while the work is under way.
create or replace function public.contract_open_dispute(contract uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  c public.contracts := public.contract_for_move(contract, me);
  why text := public.checked_text(reason, 5, 1000, 'Explique o motivo da disputa (5 a 1.000 caracteres).');
begin
  if c.status not in ('active', 'delivered', 'changes_requested') then
    raise exception 'Só é possível abrir uma disputa em um contrato em andamento.' using errcode = '23514';
  end if;
  update public.contracts set status = 'disputed', disputed_from = c.status, dispute_reason = why, dispute_opened_by = me,
    extra_revision_comment = null, cancel_requested_by = null, cancel_reason = null, updated_at = now()
  where id = c.id returning * into c;
  perform public.contract_record(c, me, 'disputed', why);
end;
$$;

-- An administrator resolves a dispute: concluded or cancelled, with a reason; audited.
create or replace function public.admin_resolve_dispute(contract uuid, outcome text, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  before_row public.contracts;
  c public.contracts;
  why text;
begin
  if me is null or not public.is_admin() then
    raise exception 'Apenas administradores resolvem disputas.' using errcode = '42501';
  end if;
  why := public.moderation_reason(reason);
  if outcome not in ('completed', 'cancelled') then
    raise exception 'Escolha concluir ou cancelar o contrato.' using errcode = '22023';
  end if;
  select * into before_row from public.contracts where id = contract for update;
  if before_row.id is null then
    raise exception 'Contrato não encontrado.' using errcode = 'P0002';
  end if;
  if before_row.status <> 'disputed' then
    raise exception 'Este contrato não está em disputa.' using errcode = '23514';
  end if;
  if outcome = 'completed' then
    update public.deliveries set status = 'approved', responded_at = now() where contract_id = contract and status = 'submitted';
    update public.contracts set status = 'completed', completed_at = now(), reviews_close_at = now() + interval '14 days',
      disputed_from = null, dispute_reason = null, resolution_reason = why, updated_at = now()
    where id = contract returning * into c;
  else
    update public.contracts set status = 'cancelled', cancelled_at = now(), disputed_from = null, dispute_reason = null,
      resolution_reason = why, updated_at = now()
    where id = contract returning * into c;
  end if;
  insert into public.admin_audit (actor_id, action, target_table, target_id, before, after, details)
  values (me, 'dispute_resolved', 'contracts', c.id, to_jsonb(before_row), to_jsonb(c),
    jsonb_build_object('reason', why, 'outcome', outcome));
  perform public.contract_record(c, me, 'dispute_resolved', why);
end;
$$;

-- The payment record (lib/hiring/payment-record.ts): the hirer says it paid (date, optional
-- receipt in the contract's folder); the creator confirms receipt.
create or replace function public.contract_mark_paid(contract uuid, paid_on date, receipt_path text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  c public.contracts := public.contract_for_move(contract, me);
  receipt jsonb;
begin
  if me <> c.hirer_id then
    raise exception 'Só quem contratou informa o pagamento.' using errcode = '42501';
  end if;
  if c.is_barter then
    raise exception 'Contratos por permuta não têm pagamento a registrar.' using errcode = '23514';
  end if;
  if c.status in ('cancelled', 'disputed') then
    raise exception 'Não é possível registrar pagamento neste momento do contrato.' using errcode = '23514';
  end if;
  if c.payment_status <> 'pending' then
    raise exception 'O pagamento já foi informado.' using errcode = '23514';
  end if;
  if paid_on is null or paid_on > public.today_br() or paid_on < (c.created_at at time zone 'America/Sao_Paulo')::date - 30 then
    raise exception 'Informe a data do pagamento (até hoje).' using errcode = '22023';
  end if;
  if nullif(receipt_path, '') is not null then
    receipt := public.checked_contract_files(c.id, me, jsonb_build_array(jsonb_build_object('path', receipt_path)));
  end if;
  update public.contracts set payment_status = 'marked_paid', paid_on = contract_mark_paid.paid_on,
    payment_receipt_path = receipt -> 0 ->> 'path', updated_at = now()
  where id = c.id returning * into c;
  perform public.contract_record(c, me, 'payment_marked');
end;
$$;

create or replace function public.contract_confirm_payment(contract uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  c public.contracts := public.contract_for_move(contract, me);
begin
  if me <> c.creator_id then
    raise exception 'Só o criador confirma o recebimento.' using errcode = '42501';
  end if;
  if c.payment_status <> 'marked_paid' then
    raise exception 'Não há pagamento informado para confirmar.' using errcode = '23514';
  end if;
  update public.contracts set payment_status = 'confirmed', updated_at = now() where id = c.id returning * into c;
  perform public.contract_record(c, me, 'payment_confirmed');
end;
$$;

-- Reviews ------------------------------------------------------------------------------------------

-- A party of a concluded contract reviews the other, once, within 14 days. `aspects` holds the
-- three aspects of the reviewed side: communication plus quality and timeliness (a creator) or
-- briefing and payment (a hirer), each 1 to 5. Both reviews are revealed when the second is in.
create or replace function public.review_submit(contract uuid, rating integer, aspects jsonb, body text default '')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  c public.contracts;
  side text;
  subject uuid;
  new_id uuid;
  a jsonb := coalesce(aspects, '{}');
  stars integer[];
begin
  select * into c from public.contracts where id = contract for update;
  if c.id is null or me not in (c.hirer_id, c.creator_id) then
    raise exception 'Contrato não encontrado.' using errcode = 'P0002';
  end if;
  if c.status <> 'completed' then
    raise exception 'Só é possível avaliar depois que o contrato for concluído.' using errcode = '23514';
  end if;
  if now() >= c.reviews_close_at then
    raise exception 'O prazo de 14 dias para avaliar este contrato terminou.' using errcode = '23514';
  end if;
  side := case when me = c.hirer_id then 'creator' else 'hirer' end;
  subject := case when side = 'creator' then c.creator_id else c.hirer_id end;
  if subject is null then
    raise exception 'A outra parte não está mais na plataforma.' using errcode = '23514';
  end if;
  if exists (select 1 from public.reviews r where r.contract_id = c.id and r.subject_role = side) then
    raise exception 'Você já avaliou este contrato.' using errcode = '23505';
  end if;
  if jsonb_typeof(a) <> 'object' then
    raise exception 'Dê de 1 a 5 estrelas a cada aspecto.' using errcode = '22023';
  end if;
  stars := array[rating, (a ->> 'communication')::integer,
    (a ->> case when side = 'creator' then 'quality' else 'briefing' end)::integer,
    (a ->> case when side = 'creator' then 'timeliness' else 'payment' end)::integer];
  if exists (select 1 from unnest(stars) s where s is null or s not between 1 and 5) then
    raise exception 'Dê de 1 a 5 estrelas à nota geral e a cada aspecto.' using errcode = '22023';
  end if;
  if char_length(coalesce(body, '')) > 1000 then
    raise exception 'O comentário deve ter no máximo 1.000 caracteres.' using errcode = '22023';
  end if;
  insert into public.reviews (contract_id, author_id, subject_id, subject_role, rating, communication,
    quality, timeliness, briefing, payment, body)
  values (c.id, me, subject, side, stars[1], stars[2],
    case when side = 'creator' then stars[3] end, case when side = 'creator' then stars[4] end,
    case when side = 'hirer' then stars[3] end, case when side = 'hirer' then stars[4] end,
    btrim(coalesce(body, '')))
  returning id into new_id;
  if (select count(*) from public.reviews r where r.contract_id = c.id) = 2 then
    update public.reviews set revealed_at = now() where contract_id = c.id and revealed_at is null;
    perform public.hiring_notify(c.hirer_id, 'review_update', 'Avaliações publicadas',
      format('As duas avaliações de "%s" foram publicadas.', c.title), '/contrato/' || c.id);
    perform public.hiring_notify(c.creator_id, 'review_update', 'Avaliações publicadas',
      format('As duas avaliações de "%s" foram publicadas.', c.title), '/contrato/' || c.id);
  else
    perform public.hiring_notify(subject, 'review_update', 'Você foi avaliado(a)',
      format('%s avaliou você em "%s". A avaliação aparece quando você avaliar também (ou quando o prazo terminar).',
        public.party_name(me), c.title), '/contrato/' || c.id);
  end if;
  return new_id;
end;
$$;

-- The reviewed person answers a revealed review once, in public.
create or replace function public.review_reply(review uuid, reply text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.hiring_caller();
  r public.reviews;
  answer text := public.checked_text(reply, 1, 1000, 'Escreva a resposta (até 1.000 caracteres).');
begin
  select * into r from public.reviews where id = review for update;
  if r.id is null or (r.subject_id is distinct from me and r.author_id is distinct from me) or r.revealed_at is null then
    raise exception 'Avaliação não encontrada.' using errcode = 'P0002';
  end if;
  if r.subject_id is distinct from me then
    raise exception 'Só a pessoa avaliada pode responder.' using errcode = '42501';
  end if;
  if r.reply is not null then
    raise exception 'Você já respondeu a esta avaliação.' using errcode = '23505';
  end if;
  if r.hidden_at is not null then
    raise exception 'Esta avaliação foi ocultada pela moderação.' using errcode = '23514';
  end if;
  update public.reviews set reply = answer, replied_at = now() where id = r.id;
  perform public.hiring_notify(r.author_id, 'review_update', 'Resposta à sua avaliação',
    format('%s respondeu à sua avaliação.', public.party_name(me)), '/contrato/' || r.contract_id);
end;
$$;

-- An administrator hides a review with a reason; audited, and the author is notified.
create or replace function public.admin_hide_review(review uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  before_row public.reviews;
  after_row public.reviews;
  why text;
begin
  if me is null or not public.is_admin() then
    raise exception 'Apenas administradores ocultam avaliações.' using errcode = '42501';
  end if;
  why := public.moderation_reason(reason);
  select * into before_row from public.reviews where id = review for update;
  if before_row.id is null then
    raise exception 'Avaliação não encontrada.' using errcode = 'P0002';
  end if;
  if before_row.hidden_at is not null then
    raise exception 'Esta avaliação já está oculta.' using errcode = '23514';
  end if;
  update public.reviews set hidden_at = now(), hidden_reason = why where id = review returning * into after_row;
  insert into public.admin_audit (actor_id, action, target_table, target_id, before, after, details)
  values (me, 'review_hidden', 'reviews', review, to_jsonb(before_row), to_jsonb(after_row),
    jsonb_build_object('reason', why, 'author_id', before_row.author_id));
  perform public.hiring_notify(before_row.author_id, 'moderation', 'Sua avaliação foi ocultada',
    'Motivo: ' || why, '/termos');
end;
$$;

-- The rating summary follows the reviews that are public (revealed and not hidden).
create or replace function public.reviews_keep_ratings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was boolean := tg_op in ('UPDATE', 'DELETE') and old.revealed_at is not null and old.hidden_at is null and old.subject_id is not null;
  now_public boolean := tg_op in ('INSERT', 'UPDATE') and new.revealed_at is not null and new.hidden_at is null and new.subject_id is not null;
  r public.reviews;
  sign integer;
begin
  if was = now_public and (not was or old.subject_id = new.subject_id) then
    return null;
  end if;
  foreach sign in array case when was and now_public then array[-1, 1] when was then array[-1] else array[1] end loop
    if sign = -1 then
      r := old;
    else
      r := new;
    end if;
    insert into public.profile_ratings (profile_id) values (r.subject_id) on conflict (profile_id) do nothing;
    update public.profile_ratings set
      reviews_count = reviews_count + sign,
      rating_sum = rating_sum + sign * r.rating,
      communication_sum = communication_sum + sign * r.communication,
      quality_sum = quality_sum + sign * coalesce(r.quality, 0),
      timeliness_sum = timeliness_sum + sign * coalesce(r.timeliness, 0),
      briefing_sum = briefing_sum + sign * coalesce(r.briefing, 0),
      payment_sum = payment_sum + sign * coalesce(r.payment, 0),
      average = case when reviews_count + sign > 0 then round((rating_sum + sign * r.rating)::numeric / (reviews_count + sign), 2) end,
      updated_at = now()
    where profile_id = r.subject_id;
  end loop;
  return null;
end;
$$;

create trigger reviews_keep_ratings after insert or update or delete on public.reviews
  for each row execute function public.reviews_keep_ratings();

-- The clock: unanswered proposals expire, unanswered deliveries are approved, and the reviews of a
-- closed window are revealed. Scheduled with pg_cron every five minutes (the local stack runs
-- the same schedule).
create or replace function public.hiring_housekeeping()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.proposals;
  c public.contracts;
begin
  for p in
    update public.proposals set status = 'expired', awaiting = null, updated_at = now()
    where status = 'pending' and expires_at <= now()
    returning *
  loop
    insert into public.proposal_rounds (proposal_id, round, author_id, action) values (p.id, p.round, null, 'expired');
    perform public.hiring_notify(p.hirer_id, 'proposal_update', 'Proposta expirada',
      format('A proposta "%s" ficou 7 dias sem resposta e expirou.', p.title), '/proposta/' || p.id);
    perform public.hiring_notify(p.creator_id, 'proposal_update', 'Proposta expirada',
      format('A proposta "%s" ficou 7 dias sem resposta e expirou.', p.title), '/proposta/' || p.id);
  end loop;

  for c in
    select ct.* from public.contracts ct
    where ct.status = 'delivered' and ct.extra_revision_comment is null
      and exists (select 1 from public.deliveries d where d.contract_id = ct.id and d.status = 'submitted'
        and d.submitted_at <= now() - interval '7 days')
    for update skip locked
  loop
    update public.deliveries set status = 'approved', responded_at = now(), auto_approved = true
    where contract_id = c.id and status = 'submitted';
    update public.contracts set status = 'completed', completed_at = now(), reviews_close_at = now() + interval '14 days',
      cancel_requested_by = null, cancel_reason = null, updated_at = now()
    where id = c.id returning * into c;
    perform public.contract_record(c, null, 'auto_approved');
  end loop;

  update public.reviews r set revealed_at = now()
  from public.contracts ct
  where r.contract_id = ct.id and r.revealed_at is null and ct.reviews_close_at <= now();
end;
$$;

revoke execute on function public.hiring_housekeeping(), public.reviews_keep_ratings() from public, anon, authenticated;

-- What the API roles may call.
revoke execute on function
  public.proposal_send(uuid, jsonb, uuid), public.proposal_respond(uuid, text, text, jsonb), public.proposal_withdraw(uuid),
  public.contract_deliver(uuid, text, text[], jsonb), public.contract_review_delivery(uuid, boolean, text),
  public.contract_answer_extra_revision(uuid, boolean), public.contract_cancel(uuid, text), public.contract_decline_cancel(uuid),
  public.contract_open_dispute(uuid, text), public.admin_resolve_dispute(uuid, text, text),
  public.contract_mark_paid(uuid, date, text), public.contract_confirm_payment(uuid),
  public.review_submit(uuid, integer, jsonb, text), public.review_reply(uuid, text), public.admin_hide_review(uuid, text)
  from public, anon;
grant execute on function
  public.proposal_send(uuid, jsonb, uuid), public.proposal_respond(uuid, text, text, jsonb), public.proposal_withdraw(uuid),
  public.contract_deliver(uuid, text, text[], jsonb), public.contract_review_delivery(uuid, boolean, text),
  public.contract_answer_extra_revision(uuid, boolean), public.contract_cancel(uuid, text), public.contract_decline_cancel(uuid),
  public.contract_open_dispute(uuid, text), public.admin_resolve_dispute(uuid, text, text),
  public.contract_mark_paid(uuid, date, text), public.contract_confirm_payment(uuid),
  public.review_submit(uuid, integer, jsonb, text), public.review_reply(uuid, text), public.admin_hide_review(uuid, text)
  to authenticated;

-- pg_cron lives in one database of the cluster (cron.database_name, `postgres` on hosted Supabase
-- and on the local stack); a copy of the schema in another database has no clock.
do $$
begin
  if current_database() = coalesce(current_setting('cron.database_name', true), 'postgres') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('hiring-housekeeping', '*/5 * * * *', 'select public.hiring_housekeeping()');
  end if;
end;
$$;
