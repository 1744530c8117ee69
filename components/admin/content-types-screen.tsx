'use client';
// /admin/content-types (docs/product/admin.md): a static document; the guard and the list run in the browser.
import { TaxonomyScreen } from '@/components/admin/taxonomy-screen';
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';

export function ContentTypesScreen() {
  return (
    <BrowserPage route={ROUTES.adminContentTypes}>
      {() => <TaxonomyScreen table="content_types" pathname={ROUTES.adminContentTypes} noun="Tipo de conteúdo" />}
    </BrowserPage>
  );
}
