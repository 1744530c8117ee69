// The menu pages and their permissions (docs/product/menu.md), cached on the server per category
// with a tag the admin screens expire (the product's 5-minute menu cache). The pages and permissions
// are readable by anyone (RLS), so the read carries no user token and one cached copy serves every
// user of a category. A failed read is retried once at once and never cached.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { AFTER_A_FAILED_READ, CACHE_TAGS, FIVE_MINUTES } from '@/lib/data/cache-policy';
import { RETRY_ONCE, dataOrThrow, withRetry } from '@/lib/data/retry';
import { createPublicClient } from '@/lib/supabase/public';
import { categoryView, type CategoryView } from './category-pages';
import { MENU_COLUMNS } from './columns';
import { permissionCategory } from './filter';
import type { MenuPage } from './types';

const READ_TIMEOUT_MS = 5000;

async function readMenuPages(): Promise<MenuPage[]> {
  const answer = await createPublicClient().from('pages').select(MENU_COLUMNS).abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS));
  return dataOrThrow(answer) ?? [];
}

// The category is the argument, so each category has its own entry. Throws on failure, so a
// failed read is never cached.
async function cachedCategoryView(categoryKey: string): Promise<CategoryView> {
  'use cache';
  cacheTag(CACHE_TAGS.menu);
  cacheLife(FIVE_MINUTES);
  return categoryView(await withRetry(readMenuPages, RETRY_ONCE), categoryKey);
}

export type MenuResult = { ok: true; view: CategoryView } | { ok: false };

/**
 * The menu and page verdicts of a profile category (null: 'no_category'). Never throws: the
 * sidebar renders nothing on failure and the page guard reports it. Deduplicated per request.
 */
export const loadCategoryView = cache(async (category: string | null): Promise<MenuResult> => {
  try {
    return { ok: true, view: await cachedCategoryView(permissionCategory(category)) };
  } catch (error) {
    console.error(`[menu] could not load the pages: ${(error as Error)?.message ?? String(error)}`);
    return { ok: false };
  }
});

/**
 * Every page with its permission rows, for the static shell of (main) and (admin): the browser
 * picks the viewer's category from it (components/layout/sidebar-nav.tsx, browser-page.tsx).
 * Null after a failed read, kept briefly so a visit 10 seconds later reads again.
 */
export async function getMenuPages(): Promise<MenuPage[] | null> {
  'use cache';
  cacheTag(CACHE_TAGS.menu);
  try {
    const rows = await withRetry(readMenuPages, RETRY_ONCE);
    cacheLife(FIVE_MINUTES);
    return rows;
  } catch (error) {
    console.error(`[menu] could not load the pages: ${(error as Error)?.message ?? String(error)}`);
    cacheLife(AFTER_A_FAILED_READ);
    return null;
  }
}
