// The hiring screens on a phone (docs/product/hiring.md): the demo creator's contracts and
// proposals, a delivered contract, a proposal waiting for an answer, and the demo brand's view of
// the same contract. Reads only: the demo accounts keep their badges.
import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { hiringJourney } from './support/hiring-journey';
import { saveScreenshot } from './support/screenshots';

const DELIVERED = '/contrato/f2000000-0000-4000-8000-000000000002';
const WAITING_FOR_CREATOR = '/proposta/f1000000-0000-4000-8000-000000000001';

async function fitsThePhone(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the demo creator', () => {
  test.use({ storageState: storageStatePath('creator') });

  test('reads contracts by state, a proposal to answer and a delivered contract', async ({ page }, testInfo) => {
    await page.goto('/contratos?aba=propostas');
    await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Reels de lançamento do Sérum Vitamina C/ })).toBeVisible();
    await fitsThePhone(page);
    await saveScreenshot(page, testInfo, 'hiring-contracts-phone', true);

    await page.goto(WAITING_FOR_CREATOR);
    await expect(page.getByText('Aguardando sua resposta')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aceitar proposta' })).toBeVisible();
    await fitsThePhone(page);
    await saveScreenshot(page, testInfo, 'hiring-proposal-phone', true);

    await page.goto(DELIVERED);
    await expect(page.getByText('Entregue', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Linha do tempo' })).toBeVisible();
    await fitsThePhone(page);
    await saveScreenshot(page, testInfo, 'hiring-contract-creator-phone', true);
  });
});

test.describe('the demo brand', () => {
  test.use({ storageState: storageStatePath('brand') });

  test('sees what waits for its approval', async ({ page }, testInfo) => {
    await page.goto(DELIVERED);
    await expect(page.getByRole('button', { name: 'Aprovar entrega' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pedir alterações' })).toBeVisible();
    await fitsThePhone(page);
    await saveScreenshot(page, testInfo, 'hiring-contract-brand-phone', true);
    await page.getByRole('button', { name: 'Pedir alterações' }).click();
    await expect(page.getByRole('dialog', { name: 'Pedir alterações' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'hiring-changes-dialog-phone');
  });
});

test('the whole loop on a phone: proposal, counter, contract, deliveries, approval and reviews', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  await hiringJourney(browser, testInfo);
});
