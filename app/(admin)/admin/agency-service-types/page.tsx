import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TaxonomyScreen } from '@/components/admin/taxonomy-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { parseListParams, type SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Serviços de agência' };

export default function AgencyServiceTypesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Screen title="Serviços de agência" description="Os serviços que uma agência pode marcar no perfil.">
      <Suspense fallback={<PageLoading />}>
        <Content searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Content({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(ROUTES.adminAgencyServiceTypes);
  const list = parseListParams(await searchParams, { sorts: ['position', 'name'], defaultSort: 'position' });
  return <TaxonomyScreen table="agency_service_types" list={list} pathname={ROUTES.adminAgencyServiceTypes} noun="Serviço de agência" />;
}
