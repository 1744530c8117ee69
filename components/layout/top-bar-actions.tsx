// The right side of the top bar (docs/product/layout.md): 'Sair', the notifications bell, the chat
// icon and the avatar for a signed-in user; 'Entrar' for a visitor. It reads the session, so it is
// one of the shell's streamed parts (its Suspense boundary is in app-shell.tsx).
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES } from '@/lib/routes';
import { getOwnProfile, getOwnUnreadCounts } from '@/lib/data/profile';
import { getViewer } from '@/lib/data/viewer';
import { NO_UNREAD } from '@/lib/profile/unread-counts';
import { NotificationToaster } from './notification-toaster';
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
  // One read (the profile with its counters) shared with the sidebar and the page guard. The bar
  // only needs the name and the counts: a failed read shows the 'U' fallback and no badges instead
  // of breaking every page; pages that depend on the profile surface the error themselves.
  const [profile, counts] = await Promise.all([getOwnProfile(viewer.id), getOwnUnreadCounts(viewer.id)]).catch((error: Error) => {
    console.error(`[top-bar] ${error.message}`);
    return [null, NO_UNREAD] as const;
  });
  return (
    <>
      <SignOutButton />
      <UnreadBadges userId={viewer.id} initialCounts={counts} />
      <NotificationToaster userId={viewer.id} />
      <UserAvatarLink fullName={profile?.full_name ?? null} avatarUrl={profile?.avatar_url ?? null} />
    </>
  );
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
