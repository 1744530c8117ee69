// /dashboard's figures, each from a real query. The jobs figures (applications by status, open
// opportunities, candidates) come from the jobs feature's own module when it is plugged in; the
// hiring figures (contracts, earnings or spend, rating) from dashboard_hiring_figures().
import 'server-only';
import { requestClient } from '@/lib/supabase/server';
import { creatorCompleteness } from '@/lib/social/creator-completeness';
import { getSocialCounts } from './social';

export type HiringSide = 'creator' | 'hirer';

/** The person's contracts on one side, what the concluded ones were worth, and their rating. */
export type HiringFigures = {
  side: HiringSide;
  /** active, delivered, changes requested or in dispute */
  active: number;
  concluded: number;
  /** the value of the concluded contracts (barters count zero): earned as creator, spent as hirer */
  valueCents: number;
  rating: { average: number; count: number } | null;
};

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

export async function getHiringFigures(side: HiringSide): Promise<HiringFigures> {
  const supabase = await requestClient();
  const { data, error } = await supabase.rpc('dashboard_hiring_figures').single();
  if (error) fail('os seus contratos', error);
  const creator = side === 'creator';
  const average: number | null = data.rating_average;
  return {
    side,
    active: creator ? data.creator_active : data.hirer_active,
    concluded: creator ? data.creator_concluded : data.hirer_concluded,
    valueCents: creator ? data.earned_cents : data.spent_cents,
    rating: average !== null && data.rating_count > 0 ? { average, count: data.rating_count } : null,
  };
}

export async function getCreatorFigures(profileId: string) {
  const supabase = await requestClient();
  const [profile, services, contents, views, counts, hiring] = await Promise.all([
    supabase
      .from('profiles')
      .select('avatar_url, headline, bio, city, state, instagram_url, tiktok_url, youtube_url, followers_range, price_from, portfolio_urls')
      .eq('id', profileId)
      .single(),
    supabase.from('profile_service_types').select('service_type_id', { count: 'exact', head: true }).eq('profile_id', profileId),
    supabase.from('profile_content_types').select('content_type_id', { count: 'exact', head: true }).eq('profile_id', profileId),
    getProfileViews30d(profileId),
    getSocialCounts(profileId),
    getHiringFigures('creator'),
  ]);
  const error = profile.error ?? services.error ?? contents.error;
  if (error) fail('o seu perfil', error);
  if (!profile.data) fail('o seu perfil', { message: 'perfil não encontrado' });
  const completeness = creatorCompleteness({ ...profile.data, services: services.count ?? 0, contentTypes: contents.count ?? 0 });
  return { completeness, views, counts, hiring };
}

export async function getHirerFigures(profileId: string) {
  const [views, counts, hiring] = await Promise.all([getProfileViews30d(profileId), getSocialCounts(profileId), getHiringFigures('hirer')]);
  return { views, counts, hiring };
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
