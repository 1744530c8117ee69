// One step of /jobs/create: reads the draft named by ?id= (the owner's only), sends the visitor
// back to the first step that still misses required fields, and renders the form of the step.
import { redirect } from 'next/navigation';
import { getOpportunity, getOpportunityQuestions } from '@/lib/data/jobs/opportunities';
import { getContentTypes, getServiceTypes } from '@/lib/data/taxonomies';
import type { Viewer } from '@/lib/data/viewer';
import { firstIncompleteStep, type WizardStep as Step } from '@/lib/jobs/wizard';
import { ROUTES } from '@/lib/routes';
import { formValues } from './form-values';
import { OpportunityForm } from './opportunity-form';
import { OpportunitySummary } from './opportunity-summary';
import { WizardSteps } from './wizard-steps';
import { isUuid } from '@/lib/validation/uuid';

const STEP_PATHS = { 1: ROUTES.jobsCreate, 2: ROUTES.jobsCreateStep2, 3: ROUTES.jobsCreateStep3 } as const;

export async function WizardStep({ viewer, step, id }: { viewer: Viewer; step: Step; id: string | undefined }) {
  const validId = id && isUuid(id) ? id : undefined;
  const [detail, serviceTypes, contentTypes, questions] = await Promise.all([
    validId ? getOpportunity(validId) : null,
    getServiceTypes(),
    getContentTypes(),
    step === 3 ? getOpportunityQuestions() : [],
  ]);
  const own = detail && detail.opportunity.owner_id === viewer.id ? detail : null;
  if (step > 1 && !own) redirect(ROUTES.jobsCreate);
  const opportunity = own?.opportunity ?? null;
  if (opportunity && opportunity.status !== 'draft') redirect(`${ROUTES.jobsEdit}/${opportunity.id}`);
  const allowed = firstIncompleteStep(opportunity);
  if (step > allowed) redirect(`${STEP_PATHS[allowed]}?id=${opportunity?.id}&incompleto=1`);
  return (
    <div className="grid gap-6">
      <WizardSteps current={step} id={opportunity?.id} reachable={allowed} />
      {step === 3 && own ? <OpportunitySummary detail={own} serviceTypes={serviceTypes} contentTypes={contentTypes} compact /> : null}
      <OpportunityForm mode={step} initial={formValues(opportunity, own?.screening)} options={{ serviceTypes, contentTypes, questions }} />
    </div>
  );
}
