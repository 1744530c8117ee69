'use client';
// /admin/company-types (docs/product/admin.md): a static document; the guard and the list run in the browser.
import { TaxonomyScreen } from '@/components/admin/taxonomy-screen';
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';

export function CompanyTypesScreen() {
  return (
    <BrowserPage route={ROUTES.adminCompanyTypes}>
      {() => <TaxonomyScreen table="company_types" pathname={ROUTES.adminCompanyTypes} noun="Tipo de empresa" />}
    </BrowserPage>
  );
}
