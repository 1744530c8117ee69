import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CompanyTypesScreen } from '@/components/admin/company-types-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Tipos de empresa' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the list are read in the browser.
export default function CompanyTypesPage() {
  return (
    <Screen title="Tipos de empresa" description="As categorias de empresa que marcas e agências escolhem no perfil.">
      <Suspense fallback={<PageLoading />}>
        <CompanyTypesScreen />
      </Suspense>
    </Screen>
  );
}
