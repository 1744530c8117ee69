// The menu pages and their permissions (docs/product/menu.md), cached on the server per category
// with a tag the admin screens expire (the product's 5-minute menu cache). The pages and permissions
// are readable by anyone (RLS), so the read carries no user token and one cached copy serves every
// user of a category. A failed read is retried once at once and never cached.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { CACHE_TAGS, FIVE_MINUTES } from '@/lib/data/cache-policy';
import { RETRY_ONCE, withRetry } from '@/lib/data/retry';
import { readMenuPages } from '@/lib/queries/menu';
import { createPublicClient } from '@/lib/supabase/public';
import { categoryView, type CategoryView } from './category-pages';
import { permissionCategory } from './filter';
import type { MenuPage } from './types';

const readAllPages = (): Promise<MenuPage[]> => readMenuPages(createPublicClient());

// The category is the argument, so each category has its own entry. Throws on failure, so a
// failed read is never cached.
async function cachedCategoryView(categoryKey: string): Promise<CategoryView> {
  'use cache';
  cacheTag(CACHE_TAGS.menu);
  cacheLife(FIVE_MINUTES);
  return categoryView(await withRetry(readAllPages, RETRY_ONCE), categoryKey);
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
