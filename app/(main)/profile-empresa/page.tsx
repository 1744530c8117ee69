import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { CompanyProfileScreen } from '@/components/profile/company/company-profile-screen';

export const metadata: Metadata = { title: 'Perfil da empresa' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the person's row are read in the browser.
export default function CompanyProfilePage() {
  return (
    <Screen
      title="Perfil da empresa"
      description="Os dados da sua marca ou agência. Com o perfil completo, o menu da plataforma fica liberado."
    >
      <Suspense fallback={<PageLoading />}>
        <CompanyProfileScreen />
      </Suspense>
    </Screen>
  );
}
