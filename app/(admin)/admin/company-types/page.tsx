import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TaxonomyScreen } from '@/components/admin/taxonomy-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { parseListParams, type SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Tipos de empresa' };

export default function CompanyTypesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Screen title="Tipos de empresa" description="As categorias de empresa que marcas e agências escolhem no perfil.">
      <Suspense fallback={<PageLoading />}>
        <Content searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Content({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(ROUTES.adminCompanyTypes);
  const list = parseListParams(await searchParams, { sorts: ['position', 'name'], defaultSort: 'position' });
  return <TaxonomyScreen table="company_types" list={list} pathname={ROUTES.adminCompanyTypes} noun="Tipo de empresa" />;
}
