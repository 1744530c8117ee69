// /chat (docs/product/chat.md): a hirer writes to a creator from the profile, the creator sees the
// badge rise and the message arrive live, replies; receipts, 'digitando...' and an attachment.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { newReadyCreator } from './support/chat';
import { pngImage } from './support/profile-flows';
import { realtimeJoined } from './support/realtime';
import { saveScreenshot } from './support/screenshots';
import { signInContext } from './support/sessions';

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Mensagens', exact: true });
const thread = (page: Page) => page.getByTestId('thread');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Mensagem' });

test('a hirer and a creator hold a live conversation with receipts, typing and an attachment', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const hirerContext = await browser.newContext();
  const creatorContext = await browser.newContext();
  const hirer = await hirerContext.newPage();
  const creator = await creatorContext.newPage();
  await signInContext(hirerContext, DEMO_ACCOUNTS.agency.email, DEMO_PASSWORD);
  const carol = await newReadyCreator(creatorContext, 'Rafa Viagens');

  // The creator waits on another page, the badges' channel joined.
  const joined = realtimeJoined(creator, 'unread:');
  await creator.goto('/feed');
  await joined;
  await expect(badge(creator)).toHaveText('');

  // The hirer opens the creator's profile and starts the conversation.
  await hirer.goto(`/profile-user?id=${carol.id}`);
  await hirer.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(hirer).toHaveURL(/\/chat\?c=[0-9a-f-]{36}$/);
  await expect(hirer.getByRole('heading', { level: 2, name: 'Rafa Viagens' })).toBeVisible();
  await expect(hirer.locator('[data-live="true"]')).toBeAttached();
  await composer(hirer).fill('Olá, Rafa! Podemos falar sobre uma campanha?');
  await composer(hirer).press('Enter');
  await expect(thread(hirer).getByText('Olá, Rafa! Podemos falar sobre uma campanha?')).toBeVisible();

  // The creator's badge rises without a reload; the conversation opens and the badge drops.
  await expect(badge(creator)).toHaveText('1');
  await badge(creator).click();
  await expect(creator).toHaveURL(/\/chat$/);
  const item = creator.getByTestId('conversation-item').filter({ hasText: 'Juliana Costa' });
  await expect(item).toContainText('Olá, Rafa! Podemos falar sobre uma campanha?');
  await expect(item.getByLabel('1 mensagem não lida')).toBeVisible();
  await item.click();
  await expect(creator).toHaveURL(/\/chat\?c=/);
  await expect(thread(creator).getByText('Olá, Rafa! Podemos falar sobre uma campanha?')).toBeVisible();
  await expect(badge(creator)).toHaveText('');
  await expect(creator.locator('[data-live="true"]')).toBeAttached();
  await expect(creator.locator('[data-typing-live]:not([data-typing-live=""])')).toBeAttached();
  await expect(hirer.locator('[data-typing-live]:not([data-typing-live=""])')).toBeAttached();

  // The hirer sees 'Visto' under the message the creator read.
  await expect(thread(hirer).getByText('Visto')).toBeVisible();

  // Live delivery into the open thread, then 'digitando...' and the reply.
  await composer(hirer).fill('Seriam dois vídeos curtos.\nPrazo de duas semanas.');
  await composer(hirer).press('Enter');
  await expect(thread(creator).getByText('Prazo de duas semanas.')).toBeVisible();
  await composer(creator).pressSequentially('Claro', { delay: 50 });
  await expect(hirer.getByText('digitando...')).toBeVisible();
  await composer(creator).press('Shift+Enter');
  await composer(creator).pressSequentially('Topo! Veja www.exemplo.com.br');
  await composer(creator).press('Enter');
  await expect(thread(hirer).getByText('Topo! Veja')).toBeVisible();
  await expect(thread(hirer).getByRole('link', { name: 'www.exemplo.com.br' })).toHaveAttribute('href', 'https://www.exemplo.com.br');
  await expect(hirer.getByText('digitando...')).toBeHidden();
  await expect(thread(creator).getByText('Hoje')).toBeVisible();

  // An attachment round trip through the private bucket.
  await hirer.getByLabel('Anexar arquivo').setInputFiles({ name: 'briefing.png', mimeType: 'image/png', buffer: pngImage(320, 200, 7) });
  await composer(hirer).fill('Segue o briefing.');
  await composer(hirer).press('Enter');
  const image = thread(creator).getByRole('img', { name: 'briefing.png' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/chat-attachments\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  // Empty and oversized messages are refused before anything is sent.
  await composer(creator).fill('   ');
  await composer(creator).press('Enter');
  await expect(creator.getByRole('alert').filter({ hasText: 'Escreva uma mensagem.' })).toBeVisible();

  await saveScreenshot(hirer, testInfo, 'chat-hirer');
  await saveScreenshot(creator, testInfo, 'chat-creator');

  // Blocking: the creator blocks the hirer; the hirer can no longer send.
  await creator.getByRole('button', { name: 'Opções da conversa' }).click();
  await creator.getByRole('menuitem', { name: 'Bloquear' }).click();
  await expect(creator.getByText('Você bloqueou esta pessoa.')).toBeVisible();
  await composer(hirer).fill('Ainda está aí?');
  await composer(hirer).press('Enter');
  await expect(thread(hirer).getByText('Não é possível enviar mensagens nesta conversa: um de vocês bloqueou o outro.')).toBeVisible();
  await expect(thread(hirer).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(thread(creator).getByText('Ainda está aí?')).toHaveCount(0);
  await creator.getByRole('button', { name: 'Opções da conversa' }).click();
  await creator.getByRole('menuitem', { name: 'Desbloquear' }).click();
  // The notice goes once the unblock is saved: a retry sent before that is refused again.
  await expect(creator.getByText('Você bloqueou esta pessoa.')).toHaveCount(0);
  await thread(hirer).getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(thread(creator).getByText('Ainda está aí?')).toBeVisible();

  await hirerContext.close();
  await creatorContext.close();
});

test('the seeded conversations list, search and a deep link', async ({ browser }, testInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInContext(context, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
  await page.goto('/chat');
  const items = page.getByTestId('conversation-item');
  await expect(items.first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar conversa' }).fill('carla');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Carla Mendes');
  await page.getByRole('searchbox', { name: 'Buscar conversa' }).fill('ninguém');
  await expect(page.getByText('Nenhuma conversa encontrada.')).toBeVisible();
  await page.goto('/chat?c=c0000000-0000-4000-8000-000000000001');
  await expect(page.getByRole('heading', { level: 2, name: 'Carla Mendes' })).toBeVisible();
  await expect(thread(page).getByText('O briefing: três vídeos curtos para Reels e TikTok.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'chat-seeded');
  await context.close();
});
