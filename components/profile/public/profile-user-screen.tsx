'use client';
// /profile-user (docs/product/routes.md): anyone's public profile, one's own without ?id=. A static
// document (docs/architecture/page-pattern.md): the guard and the reads run here, in the browser,
// under RLS: the profile, its numbers, whether the viewer follows it, a company's open
// opportunities, and, for a hirer looking at a creator, their own open opportunities to invite to;
// the person's rating and latest public reviews start with the profile itself (the id is known).
// Someone else opening the profile is recorded once per viewer per day (the owner's dashboard).
import { UserRoundXIcon } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CompanyOpportunities } from '@/components/jobs/company-opportunities';
import { HireCreatorCard } from '@/components/hiring/hire-creator-card';
import { InviteToOpportunity } from '@/components/jobs/invite-to-opportunity';
import { BrowserPage } from '@/components/layout/browser-page';
import { DocumentTitle } from '@/components/layout/document-title';
import { RouteError } from '@/components/layout/route-error';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { SocialBar } from '@/components/network/social-bar';
import type { Viewer } from '@/lib/auth/viewer';
import { CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';
import { reviewedSide } from '@/lib/hiring/rating-format';
import { readProfileRating, readProfileReviews } from '@/lib/queries/hiring';
import { readCompanyOpenOpportunities, readOpenOwnOpportunities, type CompanyOpportunity, type OwnOpenOpportunity } from '@/lib/queries/opportunities';
import { readPublicProfile, type PublicProfile as Profile } from '@/lib/queries/profile-public';
import { readIsFollowing, readSocialCounts, recordProfileViewWith, type SocialCounts } from '@/lib/queries/social';
import { ROUTES } from '@/lib/routes';
import { createClient } from '@/lib/supabase/client';
import { PublicProfile } from './public-profile';
import { displayName } from './public-profile-header';
import { ProfileReviews, type ProfileReviewsData } from './profile-reviews';
import { isUuid } from '@/lib/validation/uuid';

/** The profile asked for with ?id=, one's own without it; null for a malformed id. */
export function targetProfileId(raw: string | null, viewerId: string): string | null {
  if (raw === null || raw === '') return viewerId;
  return isUuid(raw) ? raw.toLowerCase() : null;
}

type Found = {
  profile: Profile;
  counts: SocialCounts;
  following: boolean;
  invitable: OwnOpenOpportunity[];
  openings: CompanyOpportunity[] | null;
  ratings: ProfileReviewsData;
};
type Loaded = { id: string | null; found: Found | null };

async function readProfilePage(viewerId: string, viewerCategory: string | null, id: string): Promise<Found | null> {
  const supabase = createClient();
  const ratings = Promise.all([readProfileRating(supabase, id), readProfileReviews(supabase, id)]);
  // Settled with the rest below; a missing profile must not leave it unhandled meanwhile.
  ratings.catch(() => undefined);
  const profile = await readPublicProfile(supabase, id);
  if (!profile) return null;
  const isOwn = profile.id === viewerId;
  // A hirer may invite a creator to one of their open opportunities.
  const inviting = viewerCategory === CATEGORY_HIRER && profile.category === CATEGORY_CREATOR;
  // A company's page lists its open opportunities.
  const company = profile.category === CATEGORY_HIRER;
  const [counts, following, invitable, openings, [summary, reviews]] = await Promise.all([
    readSocialCounts(supabase, profile.id),
    isOwn ? false : readIsFollowing(supabase, viewerId, profile.id),
    inviting ? readOpenOwnOpportunities(supabase, viewerId) : [],
    company ? readCompanyOpenOpportunities(supabase, profile.id) : null,
    ratings,
    isOwn ? null : recordProfileViewWith(supabase, profile.id),
  ]);
  return { profile, counts, following, invitable, openings, ratings: { summary, reviews } };
}

export function ProfileUserScreen() {
  return <BrowserPage route={ROUTES.publicProfile}>{(viewer) => <ProfileUser viewer={viewer} />}</BrowserPage>;
}

function ProfileUser({ viewer }: { viewer: Viewer }) {
  const { id: viewerId, category } = viewer;
  const id = targetProfileId(useSearchParams().get('id'), viewerId);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    (id ? readProfilePage(viewerId, category, id) : Promise.resolve(null))
      .then((found) => {
        if (!current) return;
        setLoaded({ id, found });
        setFailed(false);
      })
      .catch((error: Error) => {
        if (!current) return;
        console.error(`[profile-user] ${error.message}`);
        setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [id, viewerId, category, reads]);

  if (failed) return <RouteError retry={() => setReads((n) => n + 1)} />;
  if (!loaded || loaded.id !== id) return <PageLoading />;
  if (!loaded.found) return <ProfileNotFound />;
  const { profile, counts, following, invitable, openings, ratings } = loaded.found;
  const isOwn = profile.id === viewer.id;
  const side = reviewedSide(profile.category);
  return (
    <div className="grid grid-cols-1 gap-4">
      <DocumentTitle title={isOwn ? 'Meu perfil' : displayName(profile)} />
      <SocialBar profileId={profile.id} name={displayName(profile)} counts={counts} following={following} isOwn={isOwn} />
      <PublicProfile profile={profile} isOwn={isOwn} />
      {!isOwn && viewer.category === CATEGORY_HIRER && profile.category === CATEGORY_CREATOR ? (
        <HireCreatorCard creatorId={profile.id} creatorName={displayName(profile)} />
      ) : null}
      {side ? (
        <ProfileReviews {...ratings} side={side} name={displayName(profile)} viewerId={viewer.id} reload={() => setReads((n) => n + 1)} />
      ) : null}
      {openings ? <CompanyOpportunities opportunities={openings} viewerCategory={viewer.category} isOwn={isOwn} /> : null}
      <InviteToOpportunity creatorId={profile.id} opportunities={invitable} />
    </div>
  );
}

function ProfileNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-background px-6 py-16 text-center">
      <DocumentTitle title="Perfil não encontrado" />
      <UserRoundXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">Perfil não encontrado</h1>
      <p className="max-w-md text-sm text-muted-foreground">Este perfil não existe ou não está mais disponível.</p>
    </div>
  );
}
