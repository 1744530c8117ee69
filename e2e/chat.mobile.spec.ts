// /chat and /notifications on a phone: one pane at a time, a back button to the list.
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { saveScreenshot } from './support/screenshots';
import { signInContext } from './support/sessions';

test('the chat shows the list, then the thread with a back button, and the notifications fit', async ({ page, context }, testInfo) => {
  await signInContext(context, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
  await page.goto('/chat');
  const items = page.getByTestId('conversation-item');
  await expect(items.first()).toBeVisible();
  await expect(page.getByTestId('thread')).toBeHidden();
  await saveScreenshot(page, testInfo, 'chat-list');
  await items.filter({ hasText: 'Carla Mendes' }).click();
  await expect(page.getByTestId('thread')).toBeVisible();
  await expect(items.first()).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toBeInViewport();
  await saveScreenshot(page, testInfo, 'chat-thread');
  await page.getByRole('button', { name: 'Voltar para as conversas' }).click();
  await expect(items.first()).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);

  await page.goto('/notifications');
  await expect(page.getByTestId('notification').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await saveScreenshot(page, testInfo, 'notifications');
});
