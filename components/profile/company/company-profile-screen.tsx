'use client';
// /profile-empresa (docs/product/accounts.md): the company data of a brand or agency, with its
// progress while required fields are missing, and the password once the company has a type. A
// static document (docs/architecture/page-pattern.md): the guard and the reads run here, in the
// browser, under RLS; the form is drawn once the row is read, so its starting values are the
// stored ones, and a save reads again (the progress, the public profile's link) without remounting it.
// The form is a chunk of its own (company-profile-content.tsx), downloaded beside the reads.
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { IncompleteProfileToast } from '@/components/layout/incomplete-profile-toast';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { PageLoading } from '@/components/layout/status-fallbacks';
import type { Viewer } from '@/lib/auth/viewer';
import { preloadedLazy } from '@/lib/browser/preloaded-lazy';
import { PENDING_FIELDS_PARAM, parsePendingFields } from '@/lib/auth/pending-fields-param';
import { readCompanyEditor } from '@/lib/queries/profile-editor';
import { ROUTES } from '@/lib/routes';

const CompanyProfile = preloadedLazy(() => import('./company-profile-content').then((m) => m.CompanyProfile));

export function CompanyProfileScreen() {
  // The proxy sends an incomplete hirer here with the fields to list in the toast (docs/product/messages.md).
  const toastFields = parsePendingFields(useSearchParams().getAll(PENDING_FIELDS_PARAM));
  return (
    <BrowserPage route={ROUTES.companyProfile}>
      {(viewer) =>
        // The toast removes its one-shot parameter with a navigation, which mounts the page anew:
        // the form is drawn on the bare address only, so that answer (late on a slow link) never
        // drops what the person has typed or their place on the page.
        toastFields.length > 0 ? (
          <>
            <IncompleteProfileToast fields={toastFields} />
            <PageLoading />
          </>
        ) : (
          <CompanyProfileRead viewer={viewer} />
        )
      }
    </BrowserPage>
  );
}

function CompanyProfileRead({ viewer }: { viewer: Viewer }) {
  return (
    <BrowserRead readKey={viewer.id} read={(supabase) => readCompanyEditor(supabase, viewer.id)} label="profile-empresa">
      {(data) => (
        <Suspense fallback={<PageLoading />}>
          <CompanyProfile data={data} />
        </Suspense>
      )}
    </BrowserRead>
  );
}
