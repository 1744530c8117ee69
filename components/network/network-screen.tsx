'use client';
// /network (docs/product/social.md): suggestions, followers, following and, for hirers and
// administrators, the creator search; the tab and the search in the address. A static document:
// the guard, the option lists, a hirer's open opportunities (to invite creators from their cards,
// issue 9 item 6) and the cards are read here, in the browser, under RLS; the tabs and the search
// stay while another page of cards loads.
import { SearchIcon } from 'lucide-react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { RouteError } from '@/components/layout/route-error';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { Button, buttonVariants } from '@/components/ui/button';
import { MoneyInput } from '@/components/ui/money-input';
import type { Viewer } from '@/lib/auth/viewer';
import { useBrowserRead } from '@/lib/browser/use-browser-read';
import { CATEGORY_ADMIN, CATEGORY_HIRER } from '@/lib/constants';
import { supabaseUrl } from '@/lib/env';
import { readOpenOwnOpportunities, type OwnOpenOpportunity } from '@/lib/queries/opportunities';
import { CARD_PAGE_SIZE, readConnections, readProfileSearch, readSuggestions, type ProfileCard as Card } from '@/lib/queries/profile-cards';
import { readOptions, readServiceTypes, type Option } from '@/lib/queries/taxonomies';
import { ROUTES } from '@/lib/routes';
import {
  formatCursor,
  isSearching,
  pagesByNumber,
  parseNetworkParams,
  PROFILE_SORT_LABELS,
  rawParams,
  reaisToCents,
  withParams,
  type PeopleSearch,
  type RawParams,
} from '@/lib/social/search-params';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { cn } from '@/lib/utils';
import { FOLLOWER_RANGES } from '@/lib/validation/profile-creator';
import { Field, NativeInput, NativeSelect, UF_OPTIONS } from './filter-fields';
import { CardGrid, ProfileCard } from './profile-card';

type Choices = { services: Option[]; contents: Option[]; inviteTo: OwnOpenOpportunity[] };

/** The search's option lists (content types only for who may search creators) and a hirer's open opportunities. */
async function readChoices(supabase: TypedSupabaseClient, viewer: Viewer, canSearchCreators: boolean): Promise<Choices> {
  const [services, contents, inviteTo] = await Promise.all([
    readServiceTypes(supabase),
    canSearchCreators ? readOptions(supabase, 'content_types') : [],
    viewer.category === CATEGORY_HIRER ? readOpenOwnOpportunities(supabase, viewer.id) : [],
  ]);
  return { services, contents, inviteTo };
}

type Results = { cards: Card[]; next: string | null; heading: string };

/** The tab's cards, its heading and the link to the next page. */
async function readResults(supabase: TypedSupabaseClient, s: PeopleSearch, searching: boolean, raw: RawParams): Promise<Results> {
  if (s.tab === 'seguidores' || s.tab === 'seguindo') {
    const rows = await readConnections(supabase, s.tab === 'seguidores' ? 'followers' : 'following', s.cursor?.createdAt ?? null);
    const last = rows.at(-1);
    return {
      cards: rows,
      heading: s.tab === 'seguidores' ? 'Quem segue você' : 'Quem você segue',
      next:
        rows.length === CARD_PAGE_SIZE && last
          ? withParams(ROUTES.network, raw, { antes: formatCursor({ createdAt: last.followed_at, id: last.id }) })
          : null,
    };
  }
  if (s.tab === 'sugestoes' && !searching) {
    return { cards: await readSuggestions(supabase), heading: 'Pessoas que você talvez conheça', next: null };
  }
  const byNumber = pagesByNumber(s);
  const cards = await readProfileSearch(supabase, {
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
  const last = cards.at(-1);
  return {
    cards,
    heading: s.tab === 'criadores' ? 'Criadores encontrados' : 'Resultados da busca',
    next:
      cards.length === CARD_PAGE_SIZE && last
        ? byNumber
          ? withParams(ROUTES.network, raw, { pagina: String(s.page + 1) })
          : withParams(ROUTES.network, raw, { antes: formatCursor({ createdAt: last.created_at, id: last.id }) })
        : null,
  };
}

export function NetworkScreen() {
  return <BrowserPage route={ROUTES.network}>{(viewer) => <Network viewer={viewer} />}</BrowserPage>;
}

function Network({ viewer }: { viewer: Viewer }) {
  const params = useSearchParams();
  const query = params.toString();
  const raw = rawParams(params);
  const canSearchCreators = viewer.category === CATEGORY_HIRER || viewer.category === CATEGORY_ADMIN;
  const s = parseNetworkParams(raw, canSearchCreators);
  const searching = isSearching(s);
  const { state: choices, reload } = useBrowserRead(
    `${viewer.id}:${viewer.category}`,
    (supabase) => readChoices(supabase, viewer, canSearchCreators),
    'network',
  );

  const tabs = [
    { tab: 'sugestoes', label: 'Sugestões' },
    { tab: 'seguidores', label: 'Seguidores' },
    { tab: 'seguindo', label: 'Seguindo' },
    ...(canSearchCreators ? [{ tab: 'criadores', label: 'Encontrar criadores' }] : []),
  ];

  if (choices.status === 'failed') return <RouteError retry={reload} />;
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

      {choices.status === 'loading' ? (
        <PageLoading />
      ) : (
        <>
          {s.tab === 'sugestoes' || s.tab === 'criadores' ? (
            <SearchForm key={query} search={s} searching={searching} services={choices.data.services} contents={choices.data.contents} />
          ) : null}
          <BrowserRead readKey={query} read={(supabase) => readResults(supabase, s, searching, raw)} label="network">
            {(results) => <ResultList {...results} search={s} searching={searching} inviteTo={choices.data.inviteTo} />}
          </BrowserRead>
        </>
      )}
    </div>
  );
}

function SearchForm({
  search: s,
  searching,
  services,
  contents,
}: {
  search: PeopleSearch;
  searching: boolean;
  services: Option[];
  contents: Option[];
}) {
  return (
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
        <NativeSelect id="uf" name="uf" defaultValue={s.uf} placeholder="Todas" options={UF_OPTIONS} />
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
  );
}

function ResultList({
  cards,
  next,
  heading,
  search: s,
  searching,
  inviteTo,
}: Results & { search: PeopleSearch; searching: boolean; inviteTo: OwnOpenOpportunity[] }) {
  const url = supabaseUrl();
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
