'use client';
// Step 1 of the /jobs/create wizard (docs/product/jobs.md): the guard, then the step, read in the browser.
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';
import { WizardStep } from '../wizard-step';

export function CreateStep1Screen() {
  return <BrowserPage route={ROUTES.jobsCreate}>{(viewer) => <WizardStep viewer={viewer} step={1} />}</BrowserPage>;
}
