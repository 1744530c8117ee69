// The jobs screens on a phone (issue 9): the listing with its filters, the detail with the
// application form, and the hirer's candidate view, without horizontal scrolling.
import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { saveScreenshot } from './support/screenshots';

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test.describe('creator', () => {
  test.use({ storageState: storageStatePath('creator') });

  test('lists, filters and opens opportunities on a phone', async ({ page }, testInfo) => {
    await page.goto('/jobs/opportunities?ordem=compativeis');
    await expect(page.getByRole('heading', { name: 'Oportunidades', exact: true })).toBeVisible();
    await expect(page.getByText(/Seus serviços:/).first()).toBeVisible();
    await noHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'jobs-opportunities', true);
    await page.goto('/jobs/opportunities?id=e0000000-0000-4000-8000-000000000008');
    await expect(page.getByRole('button', { name: 'Enviar candidatura' })).toBeVisible();
    await noHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'jobs-detail-apply', true);
    await page.goto('/jobs/candidates');
    await expect(page.getByText('Selecionado').first()).toBeVisible();
    await noHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'jobs-applications', true);
  });
});

test.describe('hirer', () => {
  test.use({ storageState: storageStatePath('brand') });

  test('sees candidates and own opportunities on a phone', async ({ page }, testInfo) => {
    await page.goto('/jobs/candidates?opportunity=e0000000-0000-4000-8000-000000000001');
    await expect(page.getByRole('listitem', { name: 'Carla Mendes' })).toBeVisible();
    await noHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'jobs-candidates', true);
    await page.goto('/jobs/minhasoportunidades');
    await expect(page.getByRole('heading', { name: 'Abertas' })).toBeVisible();
    await noHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'jobs-mine', true);
    await page.goto('/jobs/create');
    await expect(page.getByRole('button', { name: 'Salvar e continuar' })).toBeEnabled();
    await noHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'jobs-create', true);
  });
});
