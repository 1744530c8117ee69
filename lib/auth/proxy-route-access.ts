// The proxy's copy of the permission table, so a route the token's category may not open answers
// "Acesso restrito" with status 403 before anything streams (docs/architecture/page-pattern.md,
// "Status codes"). The copy lives in the proxy's memory and is refreshed behind a navigation once
// it is 30 seconds old: the proxy never waits for the database, except once in a new server
// process that has no copy yet (at most 2 s; without an answer the page decides alone). The page
// guards check again with the category the database holds now (lib/auth/page-access.ts).
// A change of the table expires the menu tag (lib/actions/admin/permissions.ts): once this process
// has seen that (its own action, or another instance's through the shared tag table,
// lib/cache/shared-tags.js), the next navigation waits for a new copy the same way, so a change
// reaches the proxy of every instance as soon as it reaches their cached menus.
import { lastInvalidation } from '@/lib/cache/invalidations';
import { CACHE_TAGS } from '@/lib/data/cache-policy';
import { categoryPages, routeAccess, type CategoryPage } from '@/lib/menu/category-pages';
import { permissionCategory } from '@/lib/menu/filter';
import type { MenuPage } from '@/lib/menu/types';
import { RETRY_ONCE, withRetry } from '@/lib/data/retry';
import { readMenuPages } from '@/lib/queries/menu';
import { pageRouteOf } from '@/lib/routes';
import { createPublicClient } from '@/lib/supabase/public';

const FRESH_MS = 30_000;
const FIRST_READ_WAIT_MS = 2_000;
const READ_TIMEOUT_MS = 2_000;

/**
 * `invalidation`: the menu tag's latest invalidation when the read began, so one during the read
 * asks for another.
 */
type Copy = { pages: readonly MenuPage[]; at: number; invalidation: number; views: Map<string, CategoryPage[]> };

let copy: Copy | null = null;
let reading: Promise<void> | null = null;

async function readCopy(): Promise<void> {
  const invalidation = lastInvalidation(CACHE_TAGS.menu);
  try {
    const pages = await withRetry(() => readMenuPages(createPublicClient(), READ_TIMEOUT_MS), RETRY_ONCE);
    copy = { pages, at: Date.now(), invalidation, views: new Map() };
  } catch (error) {
    // Keep the older copy, if any; the next navigation tries again.
    console.error(`[proxy] could not read the permission table: ${(error as Error)?.message ?? String(error)}`);
  }
}

async function currentCopy(): Promise<Copy | null> {
  const invalidated = copy !== null && lastInvalidation(CACHE_TAGS.menu) !== copy.invalidation;
  if (!copy || invalidated || Date.now() - copy.at > FRESH_MS) {
    reading ??= readCopy().finally(() => {
      reading = null;
    });
  }
  if (copy && !invalidated) return copy;
  await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS))]);
  return copy;
}

/**
 * True when `pathname` is a menu page that `category` (from the verified token) may not open. False
 * for any other path, and when the proxy has no copy of the table: the page guard decides then.
 */
export async function isDeniedByToken(pathname: string, category: string | null): Promise<boolean> {
  const route = pageRouteOf(pathname);
  if (!route) return false;
  const table = await currentCopy();
  if (!table) return false;
  const key = permissionCategory(category);
  let pages = table.views.get(key);
  if (!pages) {
    pages = categoryPages(table.pages, category);
    table.views.set(key, pages);
  }
  return routeAccess(pages, category, route) === 'denied';
}
