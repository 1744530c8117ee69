import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Editar oportunidade' };

// Opportunity ids are UUIDs: anything else cannot name one.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Params = Promise<{ id: string }>;

export default function EditJobPage({ params }: { params: Params }) {
  return (
    <Screen title="Editar oportunidade" description="Altere, em uma única página, todas as etapas de uma oportunidade que você criou.">
      <Suspense fallback={<PageLoading />}>
        <EditJobContent params={params} />
      </Suspense>
    </Screen>
  );
}

async function EditJobContent({ params }: { params: Params }) {
  await requirePageAccess(ROUTES.jobsEdit);
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  return <ComingSoon />;
}
