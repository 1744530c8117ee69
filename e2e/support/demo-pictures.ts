// The demo pictures the seed gives the companies and their owners (supabase/seed-assets, uploaded
// by the local stack from config.toml's [storage.buckets.*]): shown, and decoded as images.
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_ACCOUNTS } from './accounts';
import { storageStateOf } from './auth-state';
import { fullPageScreenshot } from './profile-flows';
import { sessionCookies } from './supabase-clients';

async function expectDecoded(page: Page, name: string) {
  const img = page.getByRole('img', { name });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

/** The brand owner opens the agency's public profile (its logo), with her photo in the top bar, then her own. */
export async function demoPicturesJourney(page: Page, context: BrowserContext, testInfo: TestInfo) {
  await context.addCookies(storageStateOf(await sessionCookies(DEMO_ACCOUNTS.brand.email)).cookies);
  await page.goto(`/profile-user?id=${DEMO_ACCOUNTS.agency.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pulso Digital');
  await expectDecoded(page, 'Foto de Pulso Digital');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Meu perfil' }).locator('img')).toHaveAttribute(
    'src',
    /\/avatars\/d0000000-0000-4000-8000-000000000004\/avatar-demo-marina-souza\.webp$/,
  );
  await fullPageScreenshot(page, testInfo, 'demo-pictures-agency');
  await page.goto('/profile-user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flor de Lis Cosméticos');
  await expectDecoded(page, 'Foto de Flor de Lis Cosméticos');
  await fullPageScreenshot(page, testInfo, 'demo-pictures-brand');
}
