import { UserRoundXIcon } from 'lucide-react';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { displayName } from '@/components/profile/public/public-profile-header';
import { PublicProfile } from '@/components/profile/public/public-profile';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';
import { getPublicProfile } from '@/lib/data/profile-public';
import { getViewer } from '@/lib/data/viewer';
import { InviteToOpportunity } from '@/components/jobs/invite-to-opportunity';
import { CompanyOpportunities } from '@/components/jobs/company-opportunities';
import { listCompanyOpenOpportunities, listOpenOwnOpportunities } from '@/lib/data/jobs/opportunities';
import { CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';
import { SocialBar } from '@/components/network/social-bar';
import { getSocialCounts, isFollowing, recordProfileView } from '@/lib/data/social';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The profile asked for with ?id=, one's own without it; null for a malformed id. */
async function targetId(searchParams: SearchParams, viewerId: string): Promise<string | null> {
  const raw = (await searchParams).id;
  const id = Array.isArray(raw) ? raw[0] : raw;
  if (id === undefined || id === '') return viewerId;
  return UUID.test(id) ? id.toLowerCase() : null;
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const viewer = await getViewer();
  const id = viewer ? await targetId(searchParams, viewer.id) : null;
  if (!viewer || !id) return { title: 'Perfil' };
  if (id === viewer.id) return { title: 'Meu perfil' };
  const profile = await getPublicProfile(id).catch(() => null);
  return { title: profile ? displayName(profile) : 'Perfil não encontrado' };
}

export default function ProfileUserPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <Suspense fallback={<PageLoading />}>
        <ProfileUser searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function ProfileUser({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requirePageAccess(ROUTES.publicProfile);
  const id = await targetId(searchParams, viewer.id);
  const profile = id ? await getPublicProfile(id) : null;
  if (profile) {
    const isOwn = profile.id === viewer.id;
    // A hirer may invite a creator to one of their open opportunities.
    const inviting = viewer.category === CATEGORY_HIRER && profile.category === CATEGORY_CREATOR;
    // A company's page lists its open opportunities (issue 10 item 5).
    const company = profile.category === CATEGORY_HIRER;
    const [counts, following, invitable, openings] = await Promise.all([
      getSocialCounts(profile.id),
      isOwn ? false : isFollowing(viewer.id, profile.id),
      inviting ? listOpenOwnOpportunities(viewer.id) : [],
      company ? listCompanyOpenOpportunities(profile.id) : null,
      // someone else opened the profile: one view per viewer per day (the owner's dashboard)
      isOwn ? null : recordProfileView(profile.id),
    ]);
    return (
      <div className="grid grid-cols-1 gap-4">
        <SocialBar profileId={profile.id} name={displayName(profile)} counts={counts} following={following} isOwn={isOwn} />
        <PublicProfile profile={profile} isOwn={isOwn} />
        {openings ? <CompanyOpportunities opportunities={openings} viewerCategory={viewer.category} isOwn={isOwn} /> : null}
        <InviteToOpportunity creatorId={profile.id} opportunities={invitable} />
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-background px-6 py-16 text-center">
      <UserRoundXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">Perfil não encontrado</h1>
      <p className="max-w-md text-sm text-muted-foreground">Este perfil não existe ou não está mais disponível.</p>
    </div>
  );
}
