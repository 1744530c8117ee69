import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Termos de uso' };

export default async function TermsPage() {
  await requirePageAccess(ROUTES.adminTerms);
  return (
    <Screen title="Termos de uso" description="As versões dos termos de uso; publicar uma versão a torna a vigente.">
      <ComingSoon />
    </Screen>
  );
}
