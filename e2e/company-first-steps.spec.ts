// A hirer's first steps on a laptop (docs/product/accounts.md, "Company profile"): progress, the
// way to each missing field, a save that keeps the place, and the optional description and website.
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { storageStateOf } from './support/auth-state';
import { companyFirstStepsJourney } from './support/company-first-steps';
import { sessionCookies } from './support/supabase-clients';

test('a fresh brand sees what is left, completes it without losing its place, and presents itself', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  await companyFirstStepsJourney(page, context, testInfo);
});

test('a creator reads a demo company’s description and website', async ({ page, context }) => {
  await context.addCookies(storageStateOf(await sessionCookies(DEMO_ACCOUNTS.creator.email)).cookies);
  await page.goto(`/profile-user?id=${DEMO_ACCOUNTS.brand.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flor de Lis Cosméticos');
  await expect(page.getByText('Cosméticos veganos feitos em São Paulo desde 2012.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /Site/ })).toHaveAttribute('href', 'https://flordelis.exemplo.com.br/');
});
