'use client';
// One step of /jobs/create, read in the browser: the draft named by ?id= (the owner's only) and the
// option lists; a step that may not open sends the visitor on (lib/jobs/wizard.ts), otherwise the
// form of the step.
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { BrowserRead } from '@/components/layout/browser-read';
import { PageLoading } from '@/components/layout/status-fallbacks';
import type { Viewer } from '@/lib/auth/viewer';
import { firstIncompleteStep, wizardDetour, type WizardStep as Step } from '@/lib/jobs/wizard';
import { readOpportunity, readOpportunityQuestions, type OpportunityDetail, type QuestionOption } from '@/lib/queries/opportunities';
import { readContentTypes, readServiceTypes, type Option, type ServiceTypeOption } from '@/lib/queries/taxonomies';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { isUuid } from '@/lib/validation/uuid';
import { formValues } from './form-values';
import { OpportunityForm } from './opportunity-form';
import { OpportunitySummary } from './opportunity-summary';
import { WizardSteps } from './wizard-steps';

type StepData = {
  detail: OpportunityDetail | null;
  serviceTypes: ServiceTypeOption[];
  contentTypes: Option[];
  questions: QuestionOption[];
};

async function readStep(supabase: TypedSupabaseClient, step: Step, id: string | null): Promise<StepData> {
  const [detail, serviceTypes, contentTypes, questions] = await Promise.all([
    id ? readOpportunity(supabase, id) : null,
    readServiceTypes(supabase),
    readContentTypes(supabase),
    step === 3 ? readOpportunityQuestions(supabase) : [],
  ]);
  return { detail, serviceTypes, contentTypes, questions };
}

export function WizardStep({ viewer, step }: { viewer: Viewer; step: Step }) {
  const raw = useSearchParams().get('id');
  const id = raw && isUuid(raw) ? raw : null;
  // Next.js keeps a visited page mounted, hidden, with its state (Cache Components' <Activity>): a
  // step opened again by a link or a redirect must decide from the draft as it is now, not from the
  // rows of the earlier visit. bfcacheId changes on each push or replace (not on back/forward).
  const { bfcacheId } = useRouter();
  return (
    <BrowserRead readKey={`wizard:${step}:${id ?? ''}:${bfcacheId}`} read={(supabase) => readStep(supabase, step, id)} label="jobs-create">
      {(data) => <StepForm viewer={viewer} step={step} data={data} />}
    </BrowserRead>
  );
}

function StepForm({ viewer, step, data }: { viewer: Viewer; step: Step; data: StepData }) {
  const router = useRouter();
  const { detail, serviceTypes, contentTypes, questions } = data;
  const own = detail && detail.opportunity.owner_id === viewer.id ? detail : null;
  const opportunity = own?.opportunity ?? null;
  const detour = wizardDetour(step, opportunity);
  useEffect(() => {
    if (detour) router.replace(detour);
  }, [detour, router]);
  if (detour) return <PageLoading />;
  return (
    <div className="grid gap-6">
      <WizardSteps current={step} id={opportunity?.id} reachable={firstIncompleteStep(opportunity)} />
      {step === 3 && own ? <OpportunitySummary detail={own} serviceTypes={serviceTypes} contentTypes={contentTypes} compact /> : null}
      <OpportunityForm mode={step} initial={formValues(opportunity, own?.screening)} options={{ serviceTypes, contentTypes, questions }} />
    </div>
  );
}
