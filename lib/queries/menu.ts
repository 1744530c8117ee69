// Every page with its permission rows (docs/product/menu.md), as the menu reads them: the server's
// cached menu (lib/menu/load-menu.ts), the proxy's copy of the table and the shell in the browser
// (components/layout/viewer-provider.tsx) run this one query. The rows are readable by anyone (RLS).
import { dataOrThrow } from '@/lib/data/retry';
import type { MenuPage } from '@/lib/menu/types';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

const MENU_COLUMNS = 'id, name, slug, icon, menu_section, in_menu, permissions(user_category, has_access)';

/** Throws a ReadFailure (with its status) when the read fails or takes longer than `timeoutMs`. */
export async function readMenuPages(supabase: TypedSupabaseClient, timeoutMs = 5000): Promise<MenuPage[]> {
  const answer = await supabase.from('pages').select(MENU_COLUMNS).abortSignal(AbortSignal.timeout(timeoutMs));
  return dataOrThrow(answer) ?? [];
}
