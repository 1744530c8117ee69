// The proxy's copy of the permission table, so a route the token's category may not open answers
// "Acesso restrito" with status 403 before anything streams (docs/architecture/page-pattern.md,
// "Status codes"). The copy lives in the proxy's memory and is refreshed behind a navigation once
// it is 30 seconds old: the proxy never waits for the database, except once in a new server
// process that has no copy yet (at most 2 s; without an answer the page decides alone). The page
// guards check again with the category the database holds now (lib/auth/page-access.ts).
import { categoryView, routeAccess, type CategoryPage } from '@/lib/menu/category-pages';
import { permissionCategory } from '@/lib/menu/filter';
import type { MenuPage } from '@/lib/menu/types';
import { RETRY_ONCE, withRetry } from '@/lib/data/retry';
import { readMenuPages } from '@/lib/queries/menu';
import { pageRouteOf } from '@/lib/routes';
import { createPublicClient } from '@/lib/supabase/public';

const FRESH_MS = 30_000;
const FIRST_READ_WAIT_MS = 2_000;
const READ_TIMEOUT_MS = 2_000;

type Copy = { pages: readonly MenuPage[]; at: number; views: Map<string, CategoryPage[]> };

let copy: Copy | null = null;
let reading: Promise<void> | null = null;

async function readCopy(): Promise<void> {
  try {
    const pages = await withRetry(() => readMenuPages(createPublicClient(), READ_TIMEOUT_MS), RETRY_ONCE);
    copy = { pages, at: Date.now(), views: new Map() };
  } catch (error) {
    // Keep the older copy, if any; the next navigation tries again.
    console.error(`[proxy] could not read the permission table: ${(error as Error)?.message ?? String(error)}`);
  }
}

async function currentCopy(): Promise<Copy | null> {
  if (!copy || Date.now() - copy.at > FRESH_MS) {
    reading ??= readCopy().finally(() => {
      reading = null;
    });
  }
  if (copy) return copy;
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
    pages = categoryView(table.pages, category).pages;
    table.views.set(key, pages);
  }
  return routeAccess(pages, category, route) === 'denied';
}
