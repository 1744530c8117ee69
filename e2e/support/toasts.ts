// Sonner toasts by title, with their title and description elements for exact-text assertions.
import type { Locator, Page } from '@playwright/test';

export function toast(page: Page, title: string): { root: Locator; title: Locator; description: Locator } {
  const root = page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) });
  return { root, title: root.locator('[data-title]'), description: root.locator('[data-description]') };
}
