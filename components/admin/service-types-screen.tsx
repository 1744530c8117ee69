'use client';
// /admin/service-types (docs/product/admin.md): a static document; the guard and the list run in the browser.
import { TaxonomyScreen } from '@/components/admin/taxonomy-screen';
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';

export function ServiceTypesScreen() {
  return (
    <BrowserPage route={ROUTES.adminServiceTypes}>
      {() => <TaxonomyScreen table="service_types" pathname={ROUTES.adminServiceTypes} noun="Tipo de serviço" withDescription />}
    </BrowserPage>
  );
}
