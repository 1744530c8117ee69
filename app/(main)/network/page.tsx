import { SearchIcon } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { Field, NativeInput, NativeSelect } from '@/components/network/filter-fields';
import { CardGrid, ProfileCard } from '@/components/network/profile-card';
import { Button, buttonVariants } from '@/components/ui/button';
import { MoneyInput } from '@/components/ui/money-input';
import { requirePageAccess } from '@/lib/auth/page-access';
import { CATEGORY_ADMIN, CATEGORY_HIRER } from '@/lib/constants';
import { CARD_PAGE_SIZE, getConnections, getSuggestions, searchProfiles, type ProfileCard as Card } from '@/lib/data/social';
import { listOpenOwnOpportunities } from '@/lib/data/jobs/opportunities';
import { getContentTypes, getServiceTypes } from '@/lib/data/taxonomies';
import { supabaseUrl } from '@/lib/env';
import { ROUTES } from '@/lib/routes';
import {
  formatCursor,
  isSearching,
  pagesByNumber,
  parseNetworkParams,
  PROFILE_SORT_LABELS,
  reaisToCents,
  withParams,
  type PeopleSearch,
  type RawParams,
} from '@/lib/social/search-params';
import { cn } from '@/lib/utils';
import { UF_NAMES } from '@/lib/validation/br';
import { FOLLOWER_RANGES } from '@/lib/validation/profile-creator';

export const metadata: Metadata = { title: 'Minha rede' };

type SearchParams = Promise<RawParams>;

export default function NetworkPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Screen title="Minha rede" description="Encontre pessoas e empresas, siga quem interessa e converse.">
      <Suspense fallback={<PageLoading />}>
        <Network searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

const UFS = Object.entries(UF_NAMES).map(([value, name]) => ({ value, label: `${value} · ${name}` }));

async function Network({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requirePageAccess(ROUTES.network);
  const raw = await searchParams;
  const canSearchCreators = viewer.category === CATEGORY_HIRER || viewer.category === CATEGORY_ADMIN;
  const s = parseNetworkParams(raw, canSearchCreators);
  const searching = isSearching(s);
  // A hirer invites creators from their cards to one of their open opportunities (issue 9 item 6).
  const [services, contents, inviteTo] = await Promise.all([
    getServiceTypes(),
    s.tab === 'criadores' ? getContentTypes() : Promise.resolve([]),
    viewer.category === CATEGORY_HIRER ? listOpenOwnOpportunities(viewer.id) : Promise.resolve([]),
  ]);
  const url = supabaseUrl();

  const tabs = [
    { tab: 'sugestoes', label: 'Sugestões' },
    { tab: 'seguidores', label: 'Seguidores' },
    { tab: 'seguindo', label: 'Seguindo' },
    ...(canSearchCreators ? [{ tab: 'criadores', label: 'Encontrar criadores' }] : []),
  ];

  return (
    <div className="grid gap-5">
      <nav aria-label="Abas da rede" className="flex gap-1 overflow-x-auto rounded-xl bg-muted p-1">
        {tabs.map((t) => (
          <Link
            key={t.tab}
            href={withParams(ROUTES.network, {}, { tab: t.tab })}
            aria-current={t.tab === s.tab ? 'page' : undefined}
            className={cn(
              'shrink-0 grow rounded-lg px-3 py-2 text-center text-sm font-medium whitespace-nowrap',
              t.tab === s.tab ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>

      {s.tab === 'sugestoes' || s.tab === 'criadores' ? (
        <form
          method="get"
          action={ROUTES.network}
          role="search"
          aria-label={s.tab === 'criadores' ? 'Encontrar criadores' : 'Buscar pessoas'}
          className="grid gap-3 rounded-2xl border bg-background p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
        >
          <input type="hidden" name="tab" value={s.tab} />
          <Field label="Nome" htmlFor="q" className="sm:col-span-2">
            <NativeInput id="q" name="q" type="search" defaultValue={s.q} placeholder="Buscar por nome" maxLength={100} />
          </Field>
          <Field label="Tipo de serviço" htmlFor="servico">
            <NativeSelect
              id="servico"
              name="servico"
              defaultValue={s.serviceType}
              placeholder="Todos"
              options={services.map((o) => ({ value: o.id, label: o.name }))}
            />
          </Field>
          <Field label="UF" htmlFor="uf">
            <NativeSelect id="uf" name="uf" defaultValue={s.uf} placeholder="Todas" options={UFS} />
          </Field>
          <Field label="Cidade" htmlFor="cidade">
            <NativeInput id="cidade" name="cidade" defaultValue={s.city} placeholder="Ex.: São Paulo" maxLength={120} />
          </Field>
          {s.tab === 'criadores' ? (
            <>
              <Field label="Tipo de conteúdo" htmlFor="conteudo">
                <NativeSelect
                  id="conteudo"
                  name="conteudo"
                  defaultValue={s.contentType}
                  placeholder="Todos"
                  options={contents.map((o) => ({ value: o.id, label: o.name }))}
                />
              </Field>
              <Field label="Seguidores" htmlFor="seguidores">
                <NativeSelect
                  id="seguidores"
                  name="seguidores"
                  defaultValue={s.followers}
                  placeholder="Qualquer faixa"
                  options={FOLLOWER_RANGES}
                />
              </Field>
              <Field label="Preço mínimo (R$)" htmlFor="preco_min">
                <MoneyInput id="preco_min" name="preco_min" defaultValue={s.priceMin} placeholder="0" />
              </Field>
              <Field label="Preço máximo (R$)" htmlFor="preco_max">
                <MoneyInput id="preco_max" name="preco_max" defaultValue={s.priceMax} placeholder="Sem limite" />
              </Field>
              <label className="flex items-center gap-2 self-end pb-2 text-sm">
                <input type="checkbox" name="verificados" value="1" defaultChecked={s.verifiedOnly} className="size-4" />
                Somente verificados
              </label>
              <Field label="Ordenar por" htmlFor="ordem">
                <NativeSelect
                  id="ordem"
                  name="ordem"
                  defaultValue={s.sort === 'avaliacao' ? 'avaliacao' : ''}
                  placeholder={PROFILE_SORT_LABELS.relevancia}
                  options={[{ value: 'avaliacao', label: PROFILE_SORT_LABELS.avaliacao }]}
                />
              </Field>
            </>
          ) : null}
          <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
            <Button type="submit" className="flex-1">
              <SearchIcon aria-hidden />
              Buscar
            </Button>
            {searching ? (
              <Link href={withParams(ROUTES.network, {}, { tab: s.tab })} className={buttonVariants({ variant: 'ghost' })}>
                Limpar
              </Link>
            ) : null}
          </div>
        </form>
      ) : null}

      <Suspense fallback={<PageLoading />}>
        <Results search={s} searching={searching} raw={raw} url={url} inviteTo={inviteTo} />
      </Suspense>
    </div>
  );
}

async function Results({
  search: s,
  searching,
  raw,
  url,
  inviteTo,
}: {
  search: PeopleSearch;
  searching: boolean;
  raw: RawParams;
  url: string;
  inviteTo: { id: string; title: string }[];
}) {
  let cards: Card[];
  let next: string | null = null;
  let heading: string;
  if (s.tab === 'seguidores' || s.tab === 'seguindo') {
    const rows = await getConnections(s.tab === 'seguidores' ? 'followers' : 'following', s.cursor?.createdAt ?? null);
    cards = rows;
    heading = s.tab === 'seguidores' ? 'Quem segue você' : 'Quem você segue';
    const last = rows.at(-1);
    if (rows.length === CARD_PAGE_SIZE && last)
      next = withParams(ROUTES.network, raw, { antes: formatCursor({ createdAt: last.followed_at, id: last.id }) });
  } else if (s.tab === 'sugestoes' && !searching) {
    cards = await getSuggestions();
    heading = 'Pessoas que você talvez conheça';
  } else {
    const byNumber = pagesByNumber(s);
    cards = await searchProfiles({
      kind: s.tab === 'criadores' ? 'creators' : 'people',
      q: s.q,
      serviceType: s.serviceType,
      contentType: s.contentType,
      uf: s.uf,
      city: s.city,
      followers: s.followers,
      priceMin: reaisToCents(s.priceMin),
      priceMax: reaisToCents(s.priceMax),
      verifiedOnly: s.verifiedOnly,
      sort: s.sort === 'avaliacao' ? 'avaliacao' : undefined,
      cursor: byNumber ? null : s.cursor,
      offset: byNumber ? (s.page - 1) * CARD_PAGE_SIZE : 0,
    });
    heading = s.tab === 'criadores' ? 'Criadores encontrados' : 'Resultados da busca';
    const last = cards.at(-1);
    if (cards.length === CARD_PAGE_SIZE && last)
      next = byNumber
        ? withParams(ROUTES.network, raw, { pagina: String(s.page + 1) })
        : withParams(ROUTES.network, raw, { antes: formatCursor({ createdAt: last.created_at, id: last.id }) });
  }

  return (
    <section aria-label={heading} className="grid gap-3">
      <h2 className="text-lg font-semibold">{heading}</h2>
      {cards.length === 0 ? (
        <p className="rounded-2xl border border-dashed bg-background px-6 py-10 text-center text-sm text-muted-foreground">
          {searching
            ? 'Nenhum perfil encontrado com esses filtros.'
            : s.tab === 'seguidores'
              ? 'Ninguém segue você ainda.'
              : s.tab === 'seguindo'
                ? 'Você ainda não segue ninguém.'
                : 'Nenhuma sugestão no momento.'}
        </p>
      ) : (
        <CardGrid>
          {cards.map((c) => (
            <ProfileCard key={c.id} card={c} supabaseUrl={url} inviteTo={inviteTo} />
          ))}
        </CardGrid>
      )}
      {next ? (
        <div className="flex justify-center">
          <Link href={next} className={buttonVariants({ variant: 'outline' })}>
            Carregar mais
          </Link>
        </div>
      ) : null}
    </section>
  );
}
