import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Termos de uso' };

export default function TermsPage() {
  return (
    <Screen title="Termos de uso" description="As versões dos termos de uso; publicar uma versão a torna a vigente.">
      <Guarded route={ROUTES.adminTerms}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
