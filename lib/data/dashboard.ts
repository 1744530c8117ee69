// /dashboard's figures, each from a real query. The jobs figures (applications by status, open
// opportunities, candidates) come from the jobs feature's own module when it is plugged in.
import 'server-only';
import { requestClient } from '@/lib/supabase/server';
import { creatorCompleteness } from '@/lib/social/creator-completeness';
import { getSocialCounts } from './social';

function fail(what: string, error: { message: string }): never {
  throw new Error(`Não foi possível ler ${what}: ${error.message}`);
}

/** Views of the person's profile by others in the last 30 days (one per viewer per day). */
export async function getProfileViews30d(profileId: string): Promise<number> {
  const supabase = await requestClient();
  const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const { count, error } = await supabase
    .from('profile_views')
    .select('viewer_id', { count: 'exact', head: true })
    .eq('profile_id', profileId)
    .gte('day', since);
  if (error) fail('as visualizações do perfil', error);
  return count ?? 0;
}

export async function getCreatorFigures(profileId: string) {
  const supabase = await requestClient();
  const [profile, services, contents, views, counts] = await Promise.all([
    supabase
      .from('profiles')
      .select('avatar_url, headline, bio, city, state, instagram_url, tiktok_url, youtube_url, followers_range, price_from, portfolio_urls')
      .eq('id', profileId)
      .single(),
    supabase.from('profile_service_types').select('service_type_id', { count: 'exact', head: true }).eq('profile_id', profileId),
    supabase.from('profile_content_types').select('content_type_id', { count: 'exact', head: true }).eq('profile_id', profileId),
    getProfileViews30d(profileId),
    getSocialCounts(profileId),
  ]);
  const error = profile.error ?? services.error ?? contents.error;
  if (error) fail('o seu perfil', error);
  if (!profile.data) fail('o seu perfil', { message: 'perfil não encontrado' });
  const completeness = creatorCompleteness({ ...profile.data, services: services.count ?? 0, contentTypes: contents.count ?? 0 });
  return { completeness, views, counts };
}

export async function getHirerFigures(profileId: string) {
  const [views, counts] = await Promise.all([getProfileViews30d(profileId), getSocialCounts(profileId)]);
  return { views, counts };
}

export async function getAdminFigures() {
  const supabase = await requestClient();
  const [byCategory, signups, posts] = await Promise.all([
    supabase.rpc('admin_users_by_category'),
    supabase.rpc('admin_signups_per_week', { weeks: 12 }),
    supabase.from('posts').select('id', { count: 'exact', head: true }),
  ]);
  const error = byCategory.error ?? signups.error ?? posts.error;
  if (error) fail('os números da plataforma', error);
  return { byCategory: byCategory.data ?? [], signups: signups.data ?? [], posts: posts.count ?? 0 };
}
