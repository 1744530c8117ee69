import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BrandsModerationScreen } from '@/components/admin/brands-moderation-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Gestão de marcas' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the list are read in the browser.
export default function BrandModerationPage() {
  return (
    <Screen title="Gestão de marcas" description="Perfis de marcas novos ou alterados recentemente: revise, verifique ou bloqueie.">
      <Suspense fallback={<PageLoading />}>
        <BrandsModerationScreen />
      </Suspense>
    </Screen>
  );
}
