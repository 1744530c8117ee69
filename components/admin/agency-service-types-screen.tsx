'use client';
// /admin/agency-service-types (docs/product/admin.md): a static document; the guard and the list run in the browser.
import { TaxonomyScreen } from '@/components/admin/taxonomy-screen';
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';

export function AgencyServiceTypesScreen() {
  return (
    <BrowserPage route={ROUTES.adminAgencyServiceTypes}>
      {() => <TaxonomyScreen table="agency_service_types" pathname={ROUTES.adminAgencyServiceTypes} noun="Serviço de agência" />}
    </BrowserPage>
  );
}
