import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContractsScreen } from '@/components/admin/contracts-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { parseKeyset } from '@/lib/admin/contract-tabs';
import type { SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Contratos e disputas' };

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export default function AdminContractsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Screen
      title="Contratos e disputas"
      description="Os contratos da plataforma por situação, as disputas primeiro: resolva cada uma com um motivo. Modere também as avaliações publicadas."
    >
      <Suspense fallback={<PageLoading />}>
        <Content searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Content({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(ROUTES.adminContracts);
  const params = await searchParams;
  return <ContractsScreen requested={first(params.aba)} after={parseKeyset(first(params.antes))} />;
}
