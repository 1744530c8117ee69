// The three steps of /jobs/create: which one an opportunity still lacks. A step cannot be opened
// (not even by typing its URL) while an earlier one misses a required field.
import { ROUTES } from '@/lib/routes';

export type WizardStep = 1 | 2 | 3;

export const STEP_PATHS = { 1: ROUTES.jobsCreate, 2: ROUTES.jobsCreateStep2, 3: ROUTES.jobsCreateStep3 } as const;

type Draft = {
  title: string;
  description: string;
  service_type_id: string | null;
  content_type_ids: string[];
  platforms: string[];
  deliverables: string | null;
  application_deadline: string | null;
  location_type: string;
  city: string | null;
  state: string | null;
};

export function stepOneComplete(o: Draft): boolean {
  return (
    o.title.trim().length >= 10 &&
    o.description.trim().length >= 30 &&
    !!o.service_type_id &&
    o.content_type_ids.length > 0 &&
    o.platforms.length > 0
  );
}

export function stepTwoComplete(o: Draft): boolean {
  return !!o.deliverables?.trim() && !!o.application_deadline && (o.location_type === 'remoto' || (!!o.city?.trim() && !!o.state));
}

/** The first step still missing required fields (3 when the first two are complete). */
export function firstIncompleteStep(o: Draft | null): WizardStep {
  if (!o || !stepOneComplete(o)) return 1;
  if (!stepTwoComplete(o)) return 2;
  return 3;
}

/** May `step` be opened for this draft? */
export const canOpenStep = (o: Draft | null, step: WizardStep): boolean => step <= firstIncompleteStep(o);

/**
 * Where a visitor opening `step` must go instead, or null when the step opens. `own` is the
 * viewer's own opportunity named by ?id= (null: none, or someone else's): a later step needs one,
 * a published one is edited on its own page, and an incomplete draft opens its first missing step.
 */
export function wizardDetour(step: WizardStep, own: (Draft & { id: string; status: string }) | null): string | null {
  if (step > 1 && !own) return ROUTES.jobsCreate;
  if (own && own.status !== 'draft') return `${ROUTES.jobsEdit}/${own.id}`;
  const allowed = firstIncompleteStep(own);
  if (own && step > allowed) return `${STEP_PATHS[allowed]}?id=${own.id}&incompleto=1`;
  return null;
}
