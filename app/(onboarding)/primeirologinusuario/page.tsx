import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { CreatorWizard } from '@/components/onboarding/creator-wizard';
import { OnboardingIntro } from '@/components/onboarding/onboarding-intro';
import { answersDefaults, basicsDefaults, linksDefaults, servicesDefaults } from '@/components/profile/creator/creator-defaults';
import { requireViewer } from '@/lib/auth/page-access';
import { CATEGORY_CREATOR } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { getOwnFullProfile, getOwnSelections } from '@/lib/data/profile-editor';
import { getContentTypes, getServiceQuestions, getServiceTypes } from '@/lib/data/taxonomies';

export const metadata: Metadata = { title: 'Boas-vindas' };

export default function CreatorOnboardingPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <CreatorOnboarding />
    </Suspense>
  );
}

// The greeting names the person: the whole screen streams after the gate check.
async function CreatorOnboarding() {
  const viewer = await requireViewer(ROUTES.creatorOnboarding);
  // Only creators onboard here, and only once.
  if (viewer.category !== CATEGORY_CREATOR || viewer.gate?.onboarding_completed) redirect(ROUTES.feed);
  const [profile, selections, serviceTypes, contentTypes, questions] = await Promise.all([
    getOwnFullProfile(viewer.id),
    getOwnSelections(viewer.id),
    getServiceTypes(),
    getContentTypes(),
    getServiceQuestions(),
  ]);
  if (!profile) redirect(ROUTES.categorySelection);
  const firstName = profile.full_name?.trim().split(/\s+/)[0];
  return (
    <>
      <OnboardingIntro
        title={firstName ? `Boas-vindas, ${firstName}!` : 'Boas-vindas!'}
        description="Monte seu perfil em quatro etapas para as marcas e agências encontrarem seu trabalho. Cada etapa fica salva: você pode parar e continuar depois."
      />
      <CreatorWizard
        userId={viewer.id}
        fullName={profile.full_name}
        avatarUrl={profile.avatar_url}
        resumeStep={profile.onboarding_step}
        initial={{
          basics: basicsDefaults(profile),
          services: servicesDefaults(selections, serviceTypes, contentTypes),
          links: linksDefaults(profile),
          answers: answersDefaults(selections, questions),
        }}
        serviceTypes={serviceTypes}
        contentTypes={contentTypes}
        questions={questions}
      />
    </>
  );
}
