'use client';
// Step 2 of the /jobs/create wizard (docs/product/jobs.md): the guard, then the step, read in the browser.
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';
import { WizardStep } from '../wizard-step';

export function CreateStep2Screen() {
  return <BrowserPage route={ROUTES.jobsCreateStep2}>{(viewer) => <WizardStep viewer={viewer} step={2} />}</BrowserPage>;
}
