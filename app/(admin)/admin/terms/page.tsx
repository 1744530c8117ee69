import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TermsScreen } from '@/components/admin/terms-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Termos de uso' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the versions are read in the browser.
export default function AdminTermsPage() {
  return (
    <Screen title="Termos de uso" description="Versões dos termos de uso. Publicar uma versão a torna a vigente em /termos.">
      <Suspense fallback={<PageLoading />}>
        <TermsScreen />
      </Suspense>
    </Screen>
  );
}
