// URL assertions on the path alone: some redirects carry a query (?motivo=, ?pendentes=).
import { expect, type Page } from '@playwright/test';

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}
