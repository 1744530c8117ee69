// Not-found and forbidden pages on a phone (docs/product/layout.md, "Not found and access restricted").
import { expect, test } from '@playwright/test';
import { sidewaysOverflow } from './support/a11y';
import { storageStatePath } from './support/auth-state';
import { SIGNED_IN_WAY_BACK, VISITOR_WAY_BACK, expectAccessRestricted, expectNotFound, shot } from './support/status-pages';

test('a visitor on an unknown public address is sent back to the landing page', async ({ page }, testInfo) => {
  await page.goto('/privacidade/nada-aqui');
  await expectNotFound(page, VISITOR_WAY_BACK);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, 'not-found-visitor');
});

test.describe('signed in', () => {
  test.use({ storageState: storageStatePath('creator') });

  test('not found and access restricted, each with the way to the feed', async ({ page }, testInfo) => {
    await page.goto('/uma-pagina-que-nao-existe');
    await expectNotFound(page, SIGNED_IN_WAY_BACK);
    await shot(page, testInfo, 'not-found-signed-in');

    await page.goto('/admin/users');
    await expectAccessRestricted(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, testInfo, 'access-restricted');
  });
});
