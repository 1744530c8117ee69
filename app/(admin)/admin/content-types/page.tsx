import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Tipos de conteúdo' };

export default async function ContentTypesPage() {
  await requirePageAccess(ROUTES.adminContentTypes);
  return (
    <Screen title="Tipos de conteúdo" description="As opções de tipo de conteúdo usadas nos perfis e nas oportunidades.">
      <ComingSoon />
    </Screen>
  );
}
