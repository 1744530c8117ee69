// Hiring through to review (docs/product/hiring.md): the whole loop on a desktop screen
// (e2e/support/hiring-journey.ts; the phone runs it too, in hiring.mobile.spec.ts).
import { test } from '@playwright/test';
import { hiringJourney } from './support/hiring-journey';

test('proposal, counter, contract, deliveries, approval and double-blind reviews', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  await hiringJourney(browser, testInfo);
});
