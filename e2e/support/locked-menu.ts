// A fresh brand with an incomplete company profile, and what its locked menu entries do
// (docs/product/menu.md, "Locked entries"). Shared by the desktop and phone specs.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { overlaps } from './a11y';
import { newSignedInAccount } from './profile-flows';
import { toast } from './toasts';

export const MISSING_FOR_NEW_BRAND =
  'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: ' +
  'Company Category, Company Segment, Logo Url, Legal Name, Zip Code, City, State, Street, Street Number, Instagram Url, Phone Number';

export const LOCK_HINT = 'Complete o perfil da empresa para liberar as outras páginas.';

/** Signs a new 'Sou uma Marca' account in, with only its company name filled, and opens /profile-empresa. */
export async function newIncompleteBrand(page: Page, context: BrowserContext): Promise<void> {
  const tag = `bloqueio${Date.now()}`;
  await newSignedInAccount(context, {
    category: 'Quero Contratar',
    fullName: 'Bruna Fontes Teste',
    tag,
    profile: { type: 'Sou uma Marca', company_name: `Marca ${tag}` },
  });
  await page.goto('/feed');
  await expect(page).toHaveURL(/\/profile-empresa$/);
  // The gate's own toast on arrival; closed so each choice below is seen to bring it back.
  await closeIncompleteToast(page);
}

export async function closeIncompleteToast(page: Page): Promise<void> {
  const shown = toast(page, 'Perfil incompleto').root;
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Fechar notificação' }).click();
  await expect(shown).toHaveCount(0);
}

/** Checks the menu's entries in `nav`: every one locked but 'Perfil da empresa'. */
export async function expectLockedMenu(nav: Locator): Promise<void> {
  await expect(nav.getByRole('link')).toHaveText(['Perfil da empresa']);
  for (const name of ['Feed', 'Mensagens', 'Notificações', 'Criar oportunidade', 'Meu perfil']) {
    const entry = nav.getByRole('button', { name: `${name} (bloqueado)`, exact: true });
    await expect(entry).toBeVisible();
    await expect(entry.locator('svg.lucide-lock')).toHaveCount(1);
    await expect(entry).toHaveAccessibleDescription(LOCK_HINT);
  }
  await expect(nav.getByText(LOCK_HINT)).toBeVisible();
}

/**
 * Choosing a locked entry shows 'Perfil incompleto' every time, stays on the page, and the toast
 * clears the top bar. `menu` gives the menu to choose from (on a phone it opens the sliding menu).
 */
export async function chooseLockedEntries(page: Page, menu: () => Promise<Locator>, names: string[]): Promise<void> {
  for (const name of names) {
    const nav = await menu();
    await nav.getByRole('button', { name: `${name} (bloqueado)`, exact: true }).click();
    const incomplete = toast(page, 'Perfil incompleto');
    await expect(incomplete.title).toHaveText('Perfil incompleto');
    await expect(incomplete.description).toHaveText(MISSING_FOR_NEW_BRAND);
    await expect(page).toHaveURL(/\/profile-empresa$/);
    await expectClearOfTopBar(page, incomplete.root);
    await incomplete.root.getByRole('button', { name: 'Fechar notificação' }).click();
    await expect(incomplete.root).toHaveCount(0);
  }
}

/** The toast and the top bar share no pixel. */
export async function expectClearOfTopBar(page: Page, shown: Locator): Promise<void> {
  await expect(shown).toBeVisible();
  // Sonner slides a toast in: measure once it has settled.
  await expect.poll(async () => (await shown.getAttribute('data-mounted')) === 'true').toBe(true);
  await page.waitForTimeout(450);
  const bar = await page.getByRole('banner').boundingBox();
  const box = await shown.boundingBox();
  expect(bar).not.toBeNull();
  expect(box).not.toBeNull();
  expect(overlaps(bar!, box!), `toast ${JSON.stringify(box)} over the top bar ${JSON.stringify(bar)}`).toBe(false);
}
