import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Perguntas do onboarding' };

export default function ServiceQuestionsPage() {
  return (
    <Screen title="Perguntas do onboarding" description="As perguntas feitas aos criadores no primeiro acesso.">
      <Guarded route={ROUTES.adminServiceQuestions}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
