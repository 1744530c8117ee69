import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { ProfileUserScreen } from '@/components/profile/public/profile-user-screen';

// The tab's title follows the profile once it is read (DocumentTitle in the screen).
export const metadata: Metadata = { title: 'Perfil' };

// A static document (docs/architecture/page-pattern.md): the guard and the profile are read in the browser.
export default function ProfileUserPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <Suspense fallback={<PageLoading />}>
        <ProfileUserScreen />
      </Suspense>
    </div>
  );
}
