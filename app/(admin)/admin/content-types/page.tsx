import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TaxonomyScreen } from '@/components/admin/taxonomy-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { parseListParams, type SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Tipos de conteúdo' };

export default function ContentTypesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Screen title="Tipos de conteúdo" description="Os formatos de conteúdo que criadores oferecem e oportunidades pedem.">
      <Suspense fallback={<PageLoading />}>
        <Content searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Content({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(ROUTES.adminContentTypes);
  const list = parseListParams(await searchParams, { sorts: ['position', 'name'], defaultSort: 'position' });
  return <TaxonomyScreen table="content_types" list={list} pathname={ROUTES.adminContentTypes} noun="Tipo de conteúdo" />;
}
