'use client';
// Step 3 of the /jobs/create wizard (docs/product/jobs.md): the guard, then the step, read in the browser.
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';
import { WizardStep } from '../wizard-step';

export function CreateStep3Screen() {
  return <BrowserPage route={ROUTES.jobsCreateStep3}>{(viewer) => <WizardStep viewer={viewer} step={3} />}</BrowserPage>;
}
