import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Tipos de conteúdo' };

export default function ContentTypesPage() {
  return (
    <Screen title="Tipos de conteúdo" description="As opções de tipo de conteúdo usadas nos perfis e nas oportunidades.">
      <Guarded route={ROUTES.adminContentTypes}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
