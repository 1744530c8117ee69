import type { Metadata } from 'next';
import { Suspense } from 'react';
import { forbidden, notFound } from 'next/navigation';
import { Screen } from '@/components/layout/screen';
import { OpportunityForm } from '@/components/jobs/opportunity-form';
import { formValues } from '@/components/jobs/form-values';
import { getOpportunity, getOpportunityQuestions } from '@/lib/data/jobs/opportunities';
import { getContentTypes, getServiceTypes } from '@/lib/data/taxonomies';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';
import { isUuid } from '@/lib/validation/uuid';

export const metadata: Metadata = { title: 'Editar oportunidade' };

// Opportunity ids are UUIDs: anything else cannot name one.

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
  const viewer = await requirePageAccess(ROUTES.jobsEdit);
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const [detail, serviceTypes, contentTypes, questions] = await Promise.all([
    getOpportunity(id),
    getServiceTypes(),
    getContentTypes(),
    getOpportunityQuestions(),
  ]);
  if (!detail) notFound();
  // Only its owner edits an opportunity (administrators read it in the listing).
  if (detail.opportunity.owner_id !== viewer.id) forbidden();
  return (
    <OpportunityForm
      mode="edit"
      initial={formValues(detail.opportunity, detail.screening)}
      options={{ serviceTypes, contentTypes, questions }}
    />
  );
}
