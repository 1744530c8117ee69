import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthShell } from '@/components/auth/auth-shell';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = {
  title: 'Link expirado ou já usado',
  alternates: { canonical: ROUTES.resetLinkInvalid },
  robots: { index: false },
};

export default function ResetLinkInvalidPage() {
  return (
    <AuthShell
      title="Este link não vale mais"
      description="O link para criar uma nova senha expirou ou já foi usado. Cada link vale por uma hora e funciona uma única vez."
    >
      <div className="grid gap-3">
        <Button asChild size="lg" className="w-full">
          <Link href={ROUTES.forgotPassword}>Pedir um novo link</Link>
        </Button>
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link href={ROUTES.login}>Voltar para o login</Link>
        </Button>
      </div>
    </AuthShell>
  );
}
