import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/auth-shell';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { SITE_NAME } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = {
  title: 'Esqueci minha senha',
  description: `Receba por e-mail um link para criar uma nova senha na ${SITE_NAME}.`,
  alternates: { canonical: ROUTES.forgotPassword },
  robots: { index: false },
};

// Public and the same for everyone: prerendered.
export default function ForgotPasswordPage() {
  return (
    <AuthShell
      title="Esqueci minha senha"
      description="Informe o e-mail da sua conta. Vamos enviar um link para você criar uma nova senha."
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
