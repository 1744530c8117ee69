'use client';
// The right side of the top bar (docs/product/layout.md): 'Sair', the notifications bell, the chat
// icon and the avatar for a signed-in user; 'Entrar' for a visitor. Drawn from the shell's viewer
// (viewer-provider.tsx): placeholders until it is read. A failed read of the row shows the 'U'
// fallback and no badges instead of breaking every page.
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES } from '@/lib/routes';
import { NotificationToaster } from './notification-toaster';
import { SignOutButton } from './sign-out-button';
import { UnreadBadges } from './unread-badges';
import { UserAvatarLink } from './user-avatar-link';
import { useViewerContext } from './viewer-provider';

export function TopBarActions() {
  const { state } = useViewerContext();
  if (state.status === 'signed-out') {
    return (
      <Link href={ROUTES.login} className={buttonVariants({ size: 'sm' })}>
        Entrar
      </Link>
    );
  }
  if (state.status !== 'ready') return <TopBarActionsFallback />;
  const { viewer, profile, counts } = state;
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
