// /dashboard's figures (docs/product/social.md), each from a real query: views of the profile,
// the social numbers, the hiring figures of dashboard_hiring_figures() (contracts, earnings or
// spend, rating), a creator's profile completeness and the administrators' platform numbers. The
// client is the first argument; the static screen reads them in the browser, under RLS (the
// administrators' functions check is_admin()).
import { creatorCompleteness } from '@/lib/social/creator-completeness';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { readFailed as fail, readSocialCounts } from './social';

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

/** Views of the person's profile by others in the last 30 days (one per viewer per day). */
export async function readProfileViews30d(supabase: TypedSupabaseClient, profileId: string): Promise<number> {
  const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const { count, error } = await supabase
    .from('profile_views')
    .select('viewer_id', { count: 'exact', head: true })
    .eq('profile_id', profileId)
    .gte('day', since);
  if (error) fail('as visualizações do perfil', error);
  return count ?? 0;
}

export async function readHiringFigures(supabase: TypedSupabaseClient, side: HiringSide): Promise<HiringFigures> {
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

export async function readCreatorFigures(supabase: TypedSupabaseClient, profileId: string) {
  const [profile, services, contents, views, counts, hiring] = await Promise.all([
    supabase
      .from('profiles')
      .select('avatar_url, headline, bio, city, state, instagram_url, tiktok_url, youtube_url, followers_range, price_from, portfolio_urls')
      .eq('id', profileId)
      .single(),
    supabase.from('profile_service_types').select('service_type_id', { count: 'exact', head: true }).eq('profile_id', profileId),
    supabase.from('profile_content_types').select('content_type_id', { count: 'exact', head: true }).eq('profile_id', profileId),
    readProfileViews30d(supabase, profileId),
    readSocialCounts(supabase, profileId),
    readHiringFigures(supabase, 'creator'),
  ]);
  const error = profile.error ?? services.error ?? contents.error;
  if (error) fail('o seu perfil', error);
  if (!profile.data) fail('o seu perfil', { message: 'perfil não encontrado' });
  const completeness = creatorCompleteness({ ...profile.data, services: services.count ?? 0, contentTypes: contents.count ?? 0 });
  return { completeness, views, counts, hiring };
}

export async function readHirerFigures(supabase: TypedSupabaseClient, profileId: string) {
  const [views, counts, hiring] = await Promise.all([
    readProfileViews30d(supabase, profileId),
    readSocialCounts(supabase, profileId),
    readHiringFigures(supabase, 'hirer'),
  ]);
  return { views, counts, hiring };
}

export async function readAdminFigures(supabase: TypedSupabaseClient) {
  const [byCategory, signups, posts] = await Promise.all([
    supabase.rpc('admin_users_by_category'),
    supabase.rpc('admin_signups_per_week', { weeks: 12 }),
    supabase.from('posts').select('id', { count: 'exact', head: true }),
  ]);
  const error = byCategory.error ?? signups.error ?? posts.error;
  if (error) fail('os números da plataforma', error);
  return { byCategory: byCategory.data ?? [], signups: signups.data ?? [], posts: posts.count ?? 0 };
}
