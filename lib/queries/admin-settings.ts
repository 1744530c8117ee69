// The settings screens of the admin area (docs/product/admin.md): the pages and their permissions,
// the terms of use's versions, the broadcasts sent, the site images. Read in the browser by the
// admin screens with the administrator's client (RLS shows drafts and broadcasts to administrators
// only). What other visitors see of them comes from the server caches the admin actions expire
// (lib/menu/load-menu.ts, lib/data/terms.ts, lib/data/site-images.ts).
import type { ListParams } from '@/lib/admin/list-params';
import { paged } from '@/lib/queries/paged';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

/** Every page with its permission rows, by menu section (none first) and name. Throws when the read fails. */
export async function readPermissionPages(supabase: TypedSupabaseClient) {
  const { data, error } = await supabase
    .from('pages')
    .select('id, name, slug, icon, menu_section, in_menu, permissions(user_category, has_access)')
    .order('menu_section', { nullsFirst: true })
    .order('name');
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}

/** The latest 50 versions of the terms of use, drafts included, newest first. Throws when the read fails. */
export async function readTermsVersions(supabase: TypedSupabaseClient) {
  const { data, error } = await supabase
    .from('terms_versions')
    .select('id, version, title, body_md, published_at, is_current, created_at')
    .order('version', { ascending: false })
    .limit(50);
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}

/** One page of the broadcasts sent, newest first. */
export async function readBroadcasts(supabase: TypedSupabaseClient, list: ListParams) {
  const answer = await supabase
    .from('admin_broadcasts')
    .select('id, title, body, link, target_category, recipients, sent_at, sender:profiles!admin_broadcasts_sent_by_fkey(full_name)', {
      count: 'exact',
    })
    .order('sent_at', { ascending: false })
    .range(list.from, list.to);
  return paged(answer);
}

/** The stored site images (a type without a row uses its shipped file). Throws when the read fails. */
export async function readSiteImageRows(supabase: TypedSupabaseClient) {
  const { data, error } = await supabase.from('site_images').select('type, url');
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}
