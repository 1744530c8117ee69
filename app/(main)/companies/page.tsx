import { SearchIcon } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { Field, NativeInput, NativeSelect } from '@/components/network/filter-fields';
import { CardGrid, ProfileCard } from '@/components/network/profile-card';
import { Button, buttonVariants } from '@/components/ui/button';
import { requirePageAccess } from '@/lib/auth/page-access';
import { CARD_PAGE_SIZE, searchProfiles } from '@/lib/data/social';
import { getCompanyTypes } from '@/lib/data/taxonomies';
import { supabaseUrl } from '@/lib/env';
import { ROUTES } from '@/lib/routes';
import { COMPANY_TYPES, formatCursor, parseCompanyParams, withParams, type RawParams } from '@/lib/social/search-params';
import { UF_NAMES } from '@/lib/validation/br';

export const metadata: Metadata = { title: 'Empresas' };

type SearchParams = Promise<RawParams>;
const UFS = Object.entries(UF_NAMES).map(([value, name]) => ({ value, label: `${value} · ${name}` }));

export default function CompaniesPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Screen title="Empresas" description="Marcas e agências que contratam criadores na plataforma.">
      <Suspense fallback={<PageLoading />}>
        <Companies searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Companies({ searchParams }: { searchParams: SearchParams }) {
  await requirePageAccess(ROUTES.companies);
  const raw = await searchParams;
  const s = parseCompanyParams(raw);
  const [categories, cards] = await Promise.all([
    getCompanyTypes(),
    searchProfiles({
      kind: 'companies',
      q: s.q,
      uf: s.uf,
      companyType: s.type,
      companyCategory: s.category,
      cursor: s.q ? null : s.cursor,
      offset: s.q ? (s.page - 1) * CARD_PAGE_SIZE : 0,
    }),
  ]);
  const url = supabaseUrl();
  const searching = !!(s.q || s.type || s.category || s.uf);
  const last = cards.at(-1);
  const next =
    cards.length === CARD_PAGE_SIZE && last
      ? s.q
        ? withParams(ROUTES.companies, raw, { pagina: String(s.page + 1) })
        : withParams(ROUTES.companies, raw, { antes: formatCursor({ createdAt: last.created_at, id: last.id }) })
      : null;

  return (
    <div className="grid gap-5">
      <form
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
            options={categories.map((c) => c.name)}
          />
        </Field>
        <Field label="UF" htmlFor="uf">
          <NativeSelect id="uf" name="uf" defaultValue={s.uf} placeholder="Todas" options={UFS} />
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
    </div>
  );
}
