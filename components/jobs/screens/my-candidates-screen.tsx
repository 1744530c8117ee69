'use client';
// /jobs/meuscandidatos (docs/product/jobs.md): the guard, then the creators the hirer selected,
// read in the browser.
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';
import { HirerSlice } from '../role-lists';

export function MyCandidatesScreen() {
  return <BrowserPage route={ROUTES.jobsMyCandidates}>{(viewer) => <HirerSlice viewer={viewer} status="selected" />}</BrowserPage>;
}
