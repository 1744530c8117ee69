// The right side of the top bar (spec §2): 'Sair', the notifications bell, the chat icon and the
// avatar for a signed-in user; 'Entrar' for a visitor.
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES } from '@/lib/routes';
import { getOwnProfile, type ProfileSummary } from '@/lib/data/profile';
import { getUnreadCounts } from '@/lib/data/unread-counts';
import { getViewer } from '@/lib/data/viewer';
import { SignOutButton } from './sign-out-button';
import { UnreadBadges } from './unread-badges';
import { UserAvatarLink } from './user-avatar-link';

export async function TopBarActions() {
  const viewer = await getViewer();
  if (!viewer) {
    return (
      <Link href={ROUTES.login} className={buttonVariants({ size: 'sm' })}>
        Entrar
      </Link>
    );
  }
  const [profile, counts] = await Promise.all([readProfile(viewer.id), getUnreadCounts(viewer.id)]);
  return (
    <>
      <SignOutButton />
      <UnreadBadges userId={viewer.id} initialCounts={counts} />
      <UserAvatarLink fullName={profile?.full_name ?? null} avatarUrl={profile?.avatar_url ?? null} />
    </>
  );
}

// The avatar only needs the name: a failed read shows the 'U' fallback instead of breaking every
// page of the app. Pages that depend on the profile read it themselves and surface the error.
async function readProfile(userId: string): Promise<ProfileSummary | null> {
  try {
    return await getOwnProfile(userId);
  } catch (error) {
    console.error(`[top-bar] ${(error as Error).message}`);
    return null;
  }
}

export function TopBarActionsFallback() {
  return (
    <div className="flex items-center gap-2" aria-hidden="true">
      <Skeleton className="h-8 w-14 rounded-md" />
      <Skeleton className="size-9 rounded-lg" />
      <Skeleton className="size-9 rounded-lg" />
      <Skeleton className="size-9 rounded-full" />
    </div>
  );
}
