import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CompaniesScreen } from '@/components/companies/companies-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Empresas' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the search's cards are read in the browser.
export default function CompaniesPage() {
  return (
    <Screen title="Empresas" description="Marcas e agências que contratam criadores na plataforma.">
      <Suspense fallback={<PageLoading />}>
        <CompaniesScreen />
      </Suspense>
    </Screen>
  );
}
