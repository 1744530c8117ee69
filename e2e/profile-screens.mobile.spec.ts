// Profile screens on a phone: one's own editor and someone else's public profile.
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { storageStateOf } from './support/auth-state';
import { fullPageScreenshot } from './support/profile-flows';
import { sessionCookies } from './support/supabase-clients';

test('a brand reads a creator’s public profile on a phone', async ({ page, context }, testInfo) => {
  await context.addCookies(storageStateOf(await sessionCookies(DEMO_ACCOUNTS.brand.email)).cookies);
  await page.goto(`/profile-user?id=${DEMO_ACCOUNTS.creator.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carla Mendes');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await fullPageScreenshot(page, testInfo, 'profile-user-creator');
});

test('a creator’s profile editor on a phone', async ({ page, context }, testInfo) => {
  await context.addCookies(storageStateOf(await sessionCookies(DEMO_ACCOUNTS.creator.email)).cookies);
  await page.goto('/profile');
  await expect(page.getByLabel('Apresentação')).toHaveValue('Criadora de conteúdo de beleza e lifestyle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await fullPageScreenshot(page, testInfo, 'profile-edit');
});
