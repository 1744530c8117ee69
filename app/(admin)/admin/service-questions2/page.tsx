import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Respostas dos criadores' };

export default function ServiceAnswersPage() {
  return (
    <Screen
      title="Respostas dos criadores"
      description="As respostas dos criadores às perguntas do onboarding, com filtros e exportação em CSV."
    >
      <Guarded route={ROUTES.adminServiceAnswers}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
