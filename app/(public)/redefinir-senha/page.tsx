import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/auth-shell';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = {
  title: 'Criar nova senha',
  alternates: { canonical: ROUTES.resetPassword },
  robots: { index: false },
};

// Opened through the recovery e-mail's link (/auth/confirm sets the session); the form checks the
// session in the browser, so the page itself stays prerendered.
export default function ResetPasswordPage() {
  return (
    <AuthShell title="Criar nova senha" description="Escolha uma nova senha para a sua conta. Depois disso, você entra automaticamente.">
      <ResetPasswordForm />
    </AuthShell>
  );
}
