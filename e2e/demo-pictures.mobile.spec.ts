// The demo companies' logos and their owners' photos on a phone.
import { test } from '@playwright/test';
import { demoPicturesJourney } from './support/demo-pictures';

test('the demo brand and agency show their logos, the brand owner her photo, on a phone', async ({ page, context }, testInfo) => {
  await demoPicturesJourney(page, context, testInfo);
});
