// Not-found and 'Acesso restrito' (docs/product/layout.md, "Not found and access restricted"): one
// design, a title of their own, and the way back for who is looking. Shared by desktop and phone.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { saveScreenshot } from './screenshots';

const SITE = 'Conecta Criadores';

export async function expectNotFound(page: Page, wayBack: { name: string; href: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page.getByText('O endereço pode estar incorreto ou o conteúdo não existe mais.')).toBeVisible();
  await expect(page).toHaveTitle(`Página não encontrada | ${SITE}`);
  await expect(page.getByRole('link', { name: wayBack.name, exact: true })).toHaveAttribute('href', wayBack.href);
}

export async function expectAccessRestricted(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acesso restrito');
  await expect(page).toHaveTitle(`Acesso restrito | ${SITE}`);
  await expect(page.getByRole('link', { name: 'Voltar para o feed', exact: true })).toHaveAttribute('href', '/feed');
}

export const VISITOR_WAY_BACK = { name: 'Ir para a página inicial', href: '/' };
export const SIGNED_IN_WAY_BACK = { name: 'Voltar para o feed', href: '/feed' };

export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name);
}
