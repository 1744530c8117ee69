'use client';
// /companies (docs/product/social.md): brands and agencies, searched by name, type, category and
// UF, the search in the address. A static document: the guard, the category list and the cards are
// read here, in the browser, under RLS; the list stays while another page of cards loads.
import { SearchIcon } from 'lucide-react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { RouteError } from '@/components/layout/route-error';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { Field, NativeInput, NativeSelect, UF_OPTIONS } from '@/components/network/filter-fields';
import { CardGrid, ProfileCard } from '@/components/network/profile-card';
import { Button, buttonVariants } from '@/components/ui/button';
import { useBrowserRead } from '@/lib/browser/use-browser-read';
import { supabaseUrl } from '@/lib/env';
import { CARD_PAGE_SIZE, readProfileSearch, type ProfileCard as ProfileCardRow } from '@/lib/queries/profile-cards';
import { readOptions } from '@/lib/queries/taxonomies';
import { ROUTES } from '@/lib/routes';
import {
  COMPANY_TYPES,
  formatCursor,
  parseCompanyParams,
  rawParams,
  withParams,
  type CompanySearch,
  type RawParams,
} from '@/lib/social/search-params';

export function CompaniesScreen() {
  return <BrowserPage route={ROUTES.companies}>{() => <Companies />}</BrowserPage>;
}

function Companies() {
  const params = useSearchParams();
  const query = params.toString();
  const raw = rawParams(params);
  const s = parseCompanyParams(raw);
  const { state: categories, reload } = useBrowserRead('company-types', (supabase) => readOptions(supabase, 'company_types'), 'companies');
  if (categories.status === 'failed') return <RouteError retry={reload} />;
  if (categories.status === 'loading') return <PageLoading />;
  const searching = !!(s.q || s.type || s.category || s.uf);

  return (
    <div className="grid gap-5">
      <form
        // a new address (a link, "Limpar") shows its own search in the fields
        key={query}
        method="get"
        action={ROUTES.companies}
        role="search"
        aria-label="Buscar empresas"
        className="grid gap-3 rounded-2xl border bg-background p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
      >
        <Field label="Nome" htmlFor="q" className="sm:col-span-2">
          <NativeInput id="q" name="q" type="search" defaultValue={s.q} placeholder="Buscar por nome" maxLength={100} />
        </Field>
        <Field label="Tipo" htmlFor="tipo">
          <NativeSelect id="tipo" name="tipo" defaultValue={s.type} placeholder="Marca e agência" options={COMPANY_TYPES} />
        </Field>
        <Field label="Categoria" htmlFor="categoria">
          <NativeSelect
            id="categoria"
            name="categoria"
            defaultValue={s.category}
            placeholder="Todas"
            options={categories.data.map((c) => c.name)}
          />
        </Field>
        <Field label="UF" htmlFor="uf">
          <NativeSelect id="uf" name="uf" defaultValue={s.uf} placeholder="Todas" options={UF_OPTIONS} />
        </Field>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-5 lg:justify-end">
          <Button type="submit">
            <SearchIcon aria-hidden />
            Buscar
          </Button>
          {searching ? (
            <Link href={ROUTES.companies} className={buttonVariants({ variant: 'ghost' })}>
              Limpar
            </Link>
          ) : null}
        </div>
      </form>

      <BrowserRead
        readKey={query}
        read={(supabase) =>
          readProfileSearch(supabase, {
            kind: 'companies',
            q: s.q,
            uf: s.uf,
            companyType: s.type,
            companyCategory: s.category,
            cursor: s.q ? null : s.cursor,
            offset: s.q ? (s.page - 1) * CARD_PAGE_SIZE : 0,
          })
        }
        label="companies"
      >
        {(cards) => <CompanyCards cards={cards} search={s} raw={raw} />}
      </BrowserRead>
    </div>
  );
}

function CompanyCards({ cards, search: s, raw }: { cards: ProfileCardRow[]; search: CompanySearch; raw: RawParams }) {
  const url = supabaseUrl();
  const last = cards.at(-1);
  const next =
    cards.length === CARD_PAGE_SIZE && last
      ? s.q
        ? withParams(ROUTES.companies, raw, { pagina: String(s.page + 1) })
        : withParams(ROUTES.companies, raw, { antes: formatCursor({ createdAt: last.created_at, id: last.id }) })
      : null;
  return (
    <section aria-label="Empresas" className="grid gap-3">
      {cards.length === 0 ? (
        <p className="rounded-2xl border border-dashed bg-background px-6 py-10 text-center text-sm text-muted-foreground">
          Nenhuma empresa encontrada com esses filtros.
        </p>
      ) : (
        <CardGrid>
          {cards.map((c) => (
            <ProfileCard key={c.id} card={c} supabaseUrl={url} />
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
