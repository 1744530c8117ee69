import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContentTypesScreen } from '@/components/admin/content-types-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Tipos de conteúdo' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the list are read in the browser.
export default function ContentTypesPage() {
  return (
    <Screen title="Tipos de conteúdo" description="Os formatos de conteúdo que criadores oferecem e oportunidades pedem.">
      <Suspense fallback={<PageLoading />}>
        <ContentTypesScreen />
      </Suspense>
    </Screen>
  );
}
