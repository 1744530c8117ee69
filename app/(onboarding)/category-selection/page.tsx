import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { CategorySelectionForm } from '@/components/onboarding/category-selection-form';
import { OnboardingIntro } from '@/components/onboarding/onboarding-intro';
import { requireViewer } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Como você quer usar a plataforma?' };

export default function CategorySelectionPage() {
  return (
    <>
      <OnboardingIntro
        title="Como você quer usar a plataforma?"
        description="Escolha uma opção para continuar. Ela define o que você vê e o que pode fazer, e não poderá ser alterada depois."
      />
      <Suspense fallback={<PageLoading />}>
        <CategoryChoice />
      </Suspense>
    </>
  );
}

async function CategoryChoice() {
  await requireViewer(ROUTES.categorySelection);
  return <CategorySelectionForm />;
}
