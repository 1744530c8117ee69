// The /feed document's preview (docs/product/social.md, "The first paint"): the newest posts drawn
// by the server inside the static document, before any script runs; inert and silent for screen
// readers; replaced by the person's own feed; gone from the next document once a post is deleted.
// @exclusive: it publishes the newest posts and needs no other journey publishing meanwhile.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { EXCLUSIVE } from './support/exclusive';
import { newSignedInAccount } from './support/profile-flows';
import { saveScreenshot } from './support/screenshots';

const CREATOR = 'Quero Oferecer meu serviço';
const READY = { onboarding_completed: true, city: 'Recife', state: 'PE', headline: 'Criadora da prévia' };

const PREVIEW = '[data-feed-preview]';
/** How long a deletion may take to reach the next document (the action's tag expiry, then a render). */
const EXPIRY = { timeout: 5_000 };

/** The /feed document as the server sends it (no script run), with its Cache-Control. */
async function feedDocument(request: APIRequestContext) {
  const response = await request.get('/feed');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const start = html.indexOf('data-feed-preview');
  return {
    html,
    preview: start < 0 ? '' : html.slice(start, html.indexOf('</main>', start)),
    cacheControl: response.headers()['cache-control'],
  };
}

async function publish(page: Page, text: string) {
  await page.getByLabel('Compartilhe algo com a sua rede').fill(text);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
}

async function deleteOwn(page: Page, text: string) {
  const post = page.getByRole('article').filter({ hasText: text });
  await post.getByRole('button', { name: 'Opções da publicação' }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(post).toHaveCount(0);
}

test.describe('the /feed document', EXCLUSIVE, () => {
  test('draws the newest posts before any script, the person’s feed replaces them, a deleted post leaves the next document', async ({
    page,
    browser,
  }, testInfo) => {
    const author = await newSignedInAccount(page.context(), {
      category: CREATOR,
      fullName: 'Renata Prévia',
      tag: 'feed-preview',
      profile: READY,
    });
    const stamp = Date.now();
    const kept = `Prévia mantida ${stamp}`;
    const gone = `Prévia apagada ${stamp}`;

    await page.goto('/feed');
    await publish(page, kept);
    await publish(page, gone);
    // Deleting expires the preview: the next document is drawn from the posts as they are now.
    await deleteOwn(page, gone);

    // Next.js expires the tag as the action ends, a moment after its answer: polled.
    await expect
      .poll(async () => {
        const { html, preview } = await feedDocument(page.request);
        return preview.includes(kept) && !html.includes(gone);
      }, EXPIRY)
      .toBe(true);
    const first = await feedDocument(page.request);
    expect(first.preview).toContain(kept);
    expect(first.preview).toContain('Renata Prévia');
    // The document carries what only members read: no shared cache may keep it.
    expect(first.cacheControl).toBe('private, no-cache');

    // What the document alone shows: the composer, the tabs and the posts, nothing to press.
    const noScript = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/feed');
    const preview = bare.locator(PREVIEW);
    await expect(preview).toHaveAttribute('inert', '');
    await expect(preview).toHaveAttribute('aria-hidden', 'true');
    await expect(preview.locator('article').first()).toContainText(kept);
    await expect(bare.getByRole('status').filter({ hasText: 'Carregando...' }).first()).toBeAttached();
    // Hidden from screen readers: no article, button or link of the preview is in the page's roles.
    await expect(bare.getByRole('article')).toHaveCount(0);
    await expect(bare.getByRole('button', { name: 'Publicar' })).toHaveCount(0);
    await saveScreenshot(bare, testInfo, 'feed-preview-document');
    await noScript.close();

    // With its scripts the page replaces the preview by the person's own feed, in the same place.
    await page.goto('/feed');
    const mine = page.getByRole('article').filter({ hasText: kept });
    await expect(mine.getByRole('button', { name: 'Opções da publicação' })).toBeVisible();
    await expect(page.locator(PREVIEW)).toHaveCount(0);
    await expect(page.getByLabel('Compartilhe algo com a sua rede')).toBeEditable();

    // Another tab never shows the preview's posts once the page runs.
    await page.goto('/feed?tab=seguindo');
    await expect(page.getByRole('link', { name: 'Seguindo' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator(PREVIEW)).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: kept })).toBeVisible();

    await page.goto('/feed');
    await deleteOwn(page, kept);
    await expect.poll(async () => (await feedDocument(page.request)).html.includes(kept), EXPIRY).toBe(false);
    expect(author.id).toBeTruthy();
  });
});
