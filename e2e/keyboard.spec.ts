// Dialogs and keyboard on a computer (docs/product/layout.md, "Dialogs" and "Keyboard and screen
// readers"): focus stays in a dialog, Esc closes it, focus goes back to what opened it; every button
// and link on the main screens has a name; the skip link, and one form of each feature done with
// the keyboard alone, focus visible on every stop (docs/architecture/quality.md, "Acessibilidade").
import { expect, test } from '@playwright/test';
import { unnamedControls, waitForContent } from './support/a11y';
import { storageStatePath } from './support/auth-state';
import { newReadyCreator } from './support/chat';
import { inDays, newReadyBrand, newReadyHiringCreator, openOpportunityWithApplication } from './support/hiring';
import { signUpDialogKeepsFocus } from './support/keyboard-dialogs';
import {
  applyWithKeys,
  createContentTypeWithKeys,
  finishWizardWithKeys,
  logInWithKeys,
  publishPostWithKeys,
  sendMessageWithKeys,
  sendProposalWithKeys,
  signUpWithKeys,
  skipLinkLeadsToContent,
} from './support/keyboard-journeys';
import { serviceClient } from './support/supabase-clients';
import { EXCLUSIVE } from './support/exclusive';

test('the sign-up dialog keeps focus inside, closes with Esc and gives focus back to its button', async ({ page }) => {
  await signUpDialogKeepsFocus(page);
});

test.describe('an administrator', () => {
  test.use({ storageState: storageStatePath('admin') });

  test("an admin form dialog opened from a button gives focus back to it on Esc and on 'Cancelar'", async ({ page }) => {
    await page.goto('/admin/service-types');
    await waitForContent(page);
    const open = page.getByRole('button', { name: /^Novo/ }).first();
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('choosing a category', () => {
  test.use({ storageState: storageStatePath('noCategory') });

  test("the confirmation gives focus back to the card on Esc and on 'Voltar', nothing saved", async ({ page }) => {
    await page.goto('/category-selection');
    const card = page.getByRole('button', { name: 'Quero Contratar', exact: true });
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirmar: Quero Contratar?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await expect(page).toHaveURL('/category-selection');
  });
});

const MAIN_SCREENS = {
  creator: ['/feed', '/dashboard', '/notifications', '/chat', '/network', '/companies', '/profile', '/profile-user', '/jobs/opportunities'],
  brand: ['/jobs/create', '/jobs/minhasoportunidades', '/jobs/meuscandidatos', '/profile-empresa', '/jobs/candidates'],
  admin: ['/admin/users?q=Carla', '/admin/permissions', '/admin/site-images'],
} as const;

test('the public screens name every button and link', async ({ page }) => {
  for (const path of ['/', '/login', '/esqueci-minha-senha', '/termos', '/privacidade']) {
    await page.goto(path);
    await waitForContent(page);
    expect(await unnamedControls(page), path).toEqual([]);
  }
});

for (const [role, paths] of Object.entries(MAIN_SCREENS)) {
  test.describe(`${role}'s main screens`, () => {
    test.use({ storageState: storageStatePath(role as keyof typeof MAIN_SCREENS) });

    test('name every button and link', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of paths) {
        await page.goto(path);
        await waitForContent(page);
        expect(await unnamedControls(page), path).toEqual([]);
      }
      // The icon-only buttons of the top bar, by their pt-BR names.
      await expect(page.getByRole('banner').getByRole('link', { name: /^Notificações/ })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /^Mensagens/ })).toBeVisible();
    });
  });
}

test.describe('with the keyboard alone', () => {
  test('a visitor logs in', async ({ page }) => {
    await logInWithKeys(page);
  });

  test('a creator signs up and goes through the four steps of the first-login wizard', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpWithKeys(page, 'Renata Teclado');
    await finishWizardWithKeys(page);
  });

  test('a creator publishes a post', async ({ page }) => {
    await newReadyCreator(page.context(), 'Teresa Teclado', 'keyboard-post');
    await publishPostWithKeys(page, `Publicação feita só com o teclado ${Date.now()}`);
  });

  test('a brand starts a conversation from a profile and sends a message', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const other = await browser.newContext();
    const creator = await newReadyCreator(other, 'Ulisses Teclado', 'keyboard-chat');
    await other.close();
    await newReadyBrand(page.context(), 'Doces do Teclado', 'keyboard-chat-brand');
    await sendMessageWithKeys(page, creator.id, 'Olá! Podemos conversar sobre uma campanha?');
  });

  test('a brand selects a candidate and sends a hiring proposal', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const other = await browser.newContext();
    const creator = await newReadyHiringCreator(other, 'Vera Teclado', 'keyboard-proposal');
    await other.close();
    const brand = await newReadyBrand(page.context(), 'Bolos do Teclado', 'keyboard-proposal-brand');
    const opportunity = await openOpportunityWithApplication(brand.id, creator.id, 'Bolos em vídeo, só com o teclado');
    await sendProposalWithKeys(page, opportunity, 'Vera Teclado', inDays(20));
  });

  test("a creator applies to a brand's opportunity", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const other = await browser.newContext();
    const brand = await newReadyBrand(other, 'Sorvetes do Teclado', 'keyboard-apply-brand');
    const firstCandidate = await newReadyHiringCreator(other, 'Wagner Teclado', 'keyboard-apply-first');
    await other.close();
    const opportunity = await openOpportunityWithApplication(brand.id, firstCandidate.id, 'Sorvetes em vídeo, só com o teclado');
    await newReadyHiringCreator(page.context(), 'Xênia Teclado', 'keyboard-apply');
    await applyWithKeys(page, opportunity, 'Gravo receitas geladas há dois anos, com luz natural e roteiro próprio.');
  });

  test.describe('signed in', () => {
    test.use({ storageState: storageStatePath('creator') });

    test("'Pular para o conteúdo' is the first stop and moves focus into the content", async ({ page }) => {
      await page.goto('/feed');
      await waitForContent(page);
      await skipLinkLeadsToContent(page);
    });
  });

  test.describe('an administrator', () => {
    test.use({ storageState: storageStatePath('admin') });

    test('creates a content type in the dialog', EXCLUSIVE, async ({ page }) => {
      const name = `Tipo teclado ${Date.now()}`;
      await createContentTypeWithKeys(page, name);
      const removed = await serviceClient().from('content_types').delete().eq('name', name);
      expect(removed.error).toBeNull();
    });
  });
});
