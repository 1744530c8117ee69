-- Terms of use as versions (issue 12 item 6): administrators write versions in Markdown and
-- publish one, which becomes the current one shown at /termos. A published version is not edited
-- again (a change is a new version). profiles.terms_version_accepted holds the number of the version
-- a person accepted; a new sign-up accepts the current one (the sign-up form says so).

create table public.terms_versions (
  id uuid primary key default gen_random_uuid(),
  version integer not null unique check (version > 0),
  title text not null default 'Termos de uso' check (char_length(btrim(title)) between 1 and 120),
  body_md text not null check (char_length(btrim(body_md)) between 1 and 100000),
  published_at timestamptz,
  is_current boolean not null default false,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (not is_current or published_at is not null)
);

create unique index terms_versions_one_current on public.terms_versions ((true)) where is_current;

create or replace function public.terms_versions_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.version is null or new.version <= 0 then
      new.version := coalesce((select max(version) from public.terms_versions), 0) + 1;
    end if;
    new.created_by := coalesce(new.created_by, (select auth.uid()));
    return new;
  end if;
  if tg_op = 'DELETE' then
    if old.published_at is not null then
      raise exception 'Uma versão publicada não pode ser excluída.' using errcode = '42501';
    end if;
    return old;
  end if;
  new.updated_at := now();
  if old.published_at is not null and (new.body_md is distinct from old.body_md or new.title is distinct from old.title
      or new.version is distinct from old.version) then
    raise exception 'Uma versão publicada não pode ser alterada; crie uma nova versão.' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke execute on function public.terms_versions_before_write() from public, anon, authenticated;

create trigger terms_versions_before_write before insert or update or delete on public.terms_versions
  for each row execute function public.terms_versions_before_write();

alter table public.terms_versions enable row level security;
revoke truncate on public.terms_versions from anon, authenticated;
revoke insert, update, delete on public.terms_versions from anon;
create policy "terms_versions: everyone reads published versions" on public.terms_versions
  for select to anon, authenticated using (published_at is not null or (select public.is_admin()));
create policy "terms_versions: administrators insert" on public.terms_versions
  for insert to authenticated with check ((select public.is_admin()) and not is_current and published_at is null);
create policy "terms_versions: administrators update" on public.terms_versions
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "terms_versions: administrators delete" on public.terms_versions
  for delete to authenticated using ((select public.is_admin()));
select public.deny_writes_of_blocked_accounts('public.terms_versions');
select public.audit_admin_table('public.terms_versions');

-- Publishing: the chosen version becomes the only current one (an older one can be made current again).
create or replace function public.admin_publish_terms(version_id uuid)
returns public.terms_versions
language plpgsql
security definer
set search_path = ''
as $$
declare
  published public.terms_versions;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem publicar os termos de uso.' using errcode = '42501';
  end if;
  perform 1 from public.terms_versions where id = version_id for update;
  if not found then
    raise exception 'Versão não encontrada.' using errcode = 'P0002';
  end if;
  update public.terms_versions set is_current = false where is_current and id <> version_id;
  update public.terms_versions
     set is_current = true, published_at = coalesce(published_at, now())
   where id = version_id
  returning * into published;
  return published;
end;
$$;

revoke execute on function public.admin_publish_terms(uuid) from public, anon;
grant execute on function public.admin_publish_terms(uuid) to authenticated;

-- The text the app shipped until now, as version 1.
insert into public.terms_versions (version, title, body_md, published_at, is_current)
values (1, 'Termos de uso', $terms$Estes termos regem o uso da Conecta Criadores, a plataforma que aproxima quem oferece serviços criativos (criadores de conteúdo, influenciadores, fotógrafos, editores) de quem contrata esses serviços (marcas e agências).

Ao criar uma conta ou usar a plataforma, você declara que leu e concorda com estes termos. Se não concordar, não use a plataforma.

## 1. O que a plataforma faz {#a-plataforma}

A Conecta Criadores oferece perfis profissionais, um feed de publicações, uma rede de contatos, um diretório de empresas, oportunidades de trabalho com candidaturas, mensagens e notificações.

A plataforma aproxima as partes, mas não é parte dos acordos feitos entre criadores e empresas. Escopo, prazos, valores, entregas e direitos de uso de cada trabalho são combinados entre as partes, que respondem por eles.

Algumas áreas ainda estão em construção e podem mudar, ser ampliadas ou retiradas sem aviso prévio.

## 2. Cadastro e conta {#conta}

Para usar a plataforma é preciso ter 18 anos ou mais e informar dados verdadeiros: nome completo, e-mail, CPF ou CNPJ e a forma como você quer usar a conta.

A escolha entre oferecer serviços e contratar define o que você vê e o que pode fazer, e não pode ser alterada depois. Contas de empresas precisam completar o perfil da empresa para navegar pela plataforma.

Você é responsável pelo sigilo da sua senha e por tudo o que for feito com a sua conta. Se suspeitar de uso indevido, troque a senha e avise a equipe da plataforma.

Cada pessoa ou empresa deve manter uma única conta. Contas criadas em nome de terceiros sem autorização, ou com dados falsos, podem ser bloqueadas.

## 3. Oportunidades, candidaturas e contratações {#oportunidades}

Marcas e agências podem publicar oportunidades descrevendo o trabalho, os requisitos e as condições oferecidas. A descrição deve ser clara, verdadeira e compatível com a lei.

Criadores podem se candidatar às oportunidades abertas. A empresa decide livremente quem seleciona ou descarta; uma candidatura não garante contratação.

O pagamento, a emissão de notas fiscais e o cumprimento do que foi combinado são de responsabilidade das partes envolvidas.

## 4. Conteúdo que você publica {#conteudo}

Você é o responsável pelo que publica: textos, fotos, vídeos, links do portfólio, mensagens e informações do perfil. Publique apenas conteúdo que seja seu ou que você tenha autorização para usar, respeitando direitos autorais, de imagem e de marca.

Ao publicar, você autoriza a plataforma a exibir esse conteúdo aos demais usuários, nos espaços em que você o colocou, enquanto ele estiver publicado. Você continua sendo o titular dos seus direitos.

Conteúdo publicitário deve ser identificado como tal, conforme o Código de Defesa do Consumidor e as normas de autorregulamentação publicitária.

## 5. Condutas não permitidas {#condutas}

Não é permitido usar a plataforma para: enviar spam ou mensagens em massa não solicitadas; aplicar golpes ou pedir pagamentos fora do que foi combinado; assediar, ameaçar ou discriminar qualquer pessoa; publicar conteúdo ilegal, violento, sexual envolvendo menores ou que incite ódio; se passar por outra pessoa ou empresa; coletar dados de outros usuários; ou tentar burlar a segurança e os limites da plataforma.

A equipe da plataforma pode remover conteúdo que viole estes termos e bloquear a conta responsável. Uma conta bloqueada é desconectada e não consegue entrar de novo enquanto o bloqueio durar.

## 6. Privacidade e dados pessoais {#dados}

Tratamos os seus dados pessoais para criar e manter a sua conta, exibir o seu perfil, permitir candidaturas, mensagens e notificações, e manter a plataforma segura, de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).

CPF ou CNPJ, e-mail, telefone e endereço nunca aparecem no seu perfil público. O que os outros usuários veem é o que você preenche para ser visto: nome, foto, apresentação, serviços, redes e portfólio.

Você pode consultar e corrigir os seus dados em "Editar perfil" e pedir a exclusão da sua conta à equipe da plataforma. A exclusão remove o perfil, as fotos enviadas e as demais informações ligadas à conta, salvo o que a lei obrigue a guardar.

## 7. Disponibilidade e responsabilidades {#responsabilidades}

Trabalhamos para manter a plataforma disponível e segura, mas ela pode passar por interrupções, manutenções e falhas. Não garantimos resultados comerciais, número de oportunidades ou de contratações.

A plataforma não responde por acordos, entregas ou pagamentos entre usuários, nem pelo conteúdo publicado por eles, sem prejuízo dos direitos garantidos pela legislação brasileira.

## 8. Alterações destes termos {#alteracoes}

Estes termos podem ser atualizados. A data da versão em vigor aparece no topo desta página; quando a mudança for relevante, avisaremos na própria plataforma. Continuar usando a plataforma depois do aviso significa concordar com a nova versão.

## 9. Lei aplicável {#lei}

Estes termos seguem as leis da República Federativa do Brasil. Eventuais conflitos serão resolvidos no foro do domicílio do usuário, quando se tratar de relação de consumo, ou no foro previsto em lei.
$terms$, '2026-11-25T00:00:00Z', true)
on conflict (version) do nothing;

-- A sign-up accepts the current version (the sign-up form links the terms).
create or replace function public.profiles_accept_current_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.terms_version_accepted is null then
    new.terms_version_accepted := (select t.version::text from public.terms_versions t where t.is_current);
  end if;
  return new;
end;
$$;

revoke execute on function public.profiles_accept_current_terms() from public, anon, authenticated;

create trigger profiles_0_accept_current_terms before insert on public.profiles
  for each row execute function public.profiles_accept_current_terms();

-- The people already here accepted the text in force when they signed up.
update public.profiles set terms_version_accepted = '1' where terms_version_accepted is null;

-- Broadcasts (issue 12 item 7) ---------------------------------------------------------------------
create table public.admin_broadcasts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 120),
  body text not null check (char_length(btrim(body)) between 1 and 1000),
  link text check (link ~ '^/([^/\\]|$)' and char_length(link) <= 2048),
  target_category text check (target_category in ('Quero Oferecer meu serviço', 'Quero Contratar', 'administrador')),
  recipients integer not null default 0 check (recipients >= 0),
  sent_by uuid references public.profiles (id) on delete set null,
  sent_at timestamptz not null default now()
);

create index admin_broadcasts_sent_at_idx on public.admin_broadcasts (sent_at desc);

alter table public.admin_broadcasts enable row level security;
revoke all on public.admin_broadcasts from anon;
revoke insert, update, delete, truncate on public.admin_broadcasts from authenticated;
create policy "admin_broadcasts: administrators read" on public.admin_broadcasts
  for select to authenticated using ((select public.is_admin()));
select public.deny_writes_of_blocked_accounts('public.admin_broadcasts');
select public.audit_admin_table('public.admin_broadcasts');

-- Sends a broadcast to every active account of a category (null: everyone): the notifications are
-- inserted by one statement; the unread counters' triggers raise every bell.
create or replace function public.admin_send_broadcast(title text, body text, link text default null, audience text default null)
returns public.admin_broadcasts
language plpgsql
security definer
set search_path = ''
as $$
declare
  sent public.admin_broadcasts;
  n integer;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem enviar notificações.' using errcode = '42501';
  end if;
  insert into public.admin_broadcasts (title, body, link, target_category, sent_by)
  values (btrim(title), btrim(body), nullif(btrim(coalesce(link, '')), ''), audience, (select auth.uid()))
  returning * into sent;

  with delivered as (
    insert into public.notifications (profile_id, kind, title, body, link)
    select p.id, 'admin_broadcast', sent.title, sent.body, sent.link
    from public.profiles p
    where not p.is_blocked and (audience is null or p.category = audience)
    returning 1
  )
  select count(*) into n from delivered;

  update public.admin_broadcasts set recipients = n where id = sent.id returning * into sent;
  return sent;
end;
$$;

revoke execute on function public.admin_send_broadcast(text, text, text, text) from public, anon;
grant execute on function public.admin_send_broadcast(text, text, text, text) to authenticated;

-- A message to one person (a moderation decision, say), from an administrator.
create or replace function public.admin_notify_user(target uuid, title text, body text, link text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem enviar notificações.' using errcode = '42501';
  end if;
  insert into public.notifications (profile_id, kind, title, body, link)
  values (target, 'admin_broadcast', btrim(title), btrim(body), nullif(btrim(coalesce(link, '')), ''));
end;
$$;

revoke execute on function public.admin_notify_user(uuid, text, text, text) from public, anon;
grant execute on function public.admin_notify_user(uuid, text, text, text) to authenticated;

-- The site images' bucket (issue 12 item 9) ---------------------------------------------------------
-- Public (the logo and the icons are on every page), images only, up to 2 MB; administrators write.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('site-images', 'site-images', true, 2097152,
  array['image/png', 'image/svg+xml', 'image/webp', 'image/jpeg', 'image/x-icon', 'image/vnd.microsoft.icon'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "site images: administrators read" on storage.objects
  for select to authenticated using (bucket_id = 'site-images' and (select public.is_admin()));
create policy "site images: administrators upload" on storage.objects
  for insert to authenticated with check (bucket_id = 'site-images' and (select public.is_admin()));
create policy "site images: administrators replace" on storage.objects
  for update to authenticated using (bucket_id = 'site-images' and (select public.is_admin()))
  with check (bucket_id = 'site-images' and (select public.is_admin()));
create policy "site images: administrators remove" on storage.objects
  for delete to authenticated using (bucket_id = 'site-images' and (select public.is_admin()));
