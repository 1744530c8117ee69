import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthShell } from '@/components/auth/auth-shell';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { SecondStepForm } from '@/components/two-step/second-step-form';

export const metadata: Metadata = {
  title: 'Verificação em duas etapas',
  robots: { index: false, follow: false },
};

// Static: the proxy lets only a session that still needs its code reach it (lib/auth/navigation-decision.ts).
export default function SecondStepPage() {
  return (
    <AuthShell
      back={null}
      title="Verificação em duas etapas"
      description="Sua conta está protegida com a verificação em duas etapas. Abra o aplicativo autenticador e digite o código de 6 dígitos."
    >
      <Suspense fallback={<PageLoading />}>
        <SecondStepForm />
      </Suspense>
    </AuthShell>
  );
}
