// The demo companies show their logos and their owners their photos on a fresh database.
import { test } from '@playwright/test';
import { demoPicturesJourney } from './support/demo-pictures';

test('the demo brand and agency show their logos, the brand owner her photo', async ({ page, context }, testInfo) => {
  await demoPicturesJourney(page, context, testInfo);
});
