// Server-side read of the menu pages (spec §6, §7), cached per category with a tag the admin
// screens revalidate (the spec's 5-minute client cache becomes this server cache). The pages and
// their permissions are readable by anyone (RLS), so the read needs no user token and one cached
// copy serves every user of a category.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { permissionCategory } from './filter';
import { categoryView, type CategoryView } from './category-pages';
import type { MenuPage } from './types';
import { createPublicClient } from '@/lib/supabase/public';

/** Cache tag of the menu pages and permissions: revalidateTag it after any change to either. */
export const MENU_CACHE_TAG = 'menu-pages';
/** Seconds a cached menu may be served when nobody revalidated it (spec §9: 5 minutes). */
export const MENU_REVALIDATE_SECONDS = 300;

const READ_TIMEOUT_MS = 5000;
const PAGE_COLUMNS = 'id, name, slug, icon, menu_section, position, in_menu, permissions(user_category, has_access)';

/** A failed read; `code`/`message` are the API's, kept for the session-expired check of spec §8. */
export class MenuLoadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'MenuLoadError';
  }
}

async function fetchMenuPages(): Promise<MenuPage[]> {
  const { data, error } = await createPublicClient()
    .from('pages')
    .select(PAGE_COLUMNS)
    .order('name', { ascending: true })
    .abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS));
  if (error) throw new MenuLoadError(error.message, error.code);
  return data ?? [];
}

// Throws on failure so that a failed read is never cached. The category is an argument, so it is
// part of the cache key.
const cachedCategoryView = unstable_cache(
  async (categoryKey: string): Promise<CategoryView> => categoryView(await fetchMenuPages(), categoryKey),
  ['menu-category-view'],
  { tags: [MENU_CACHE_TAG], revalidate: MENU_REVALIDATE_SECONDS },
);

export type MenuResult = { ok: true; view: CategoryView } | { ok: false; error: MenuLoadError };

/**
 * The menu and page verdicts of a profile category (null: 'no_category'). Never throws: the
 * sidebar renders nothing on failure and the access check reports it. Deduplicated per request.
 */
export const loadCategoryView = cache(async (category: string | null): Promise<MenuResult> => {
  try {
    return { ok: true, view: await cachedCategoryView(permissionCategory(category)) };
  } catch (error) {
    const failure = error instanceof MenuLoadError ? error : new MenuLoadError((error as Error)?.message ?? String(error));
    console.error(`[menu] could not load the pages: ${failure.message}`);
    return { ok: false, error: failure };
  }
});

