'use client';
// /jobs/pending (docs/product/jobs.md), drawn in the browser: the description depends on who is
// looking, so the whole screen follows the guard.
import { BrowserPage } from '@/components/layout/browser-page';
import { Screen } from '@/components/layout/screen';
import { CATEGORY_CREATOR } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { CreatorApplications, HirerSlice } from '../role-lists';

export function PendingScreen() {
  return (
    <BrowserPage route={ROUTES.jobsPending}>
      {(viewer) =>
        viewer.category === CATEGORY_CREATOR ? (
          <Screen title="Pendentes" description="Suas candidaturas que ainda aguardam a resposta da empresa.">
            <CreatorApplications viewer={viewer} status="pending" empty="Nenhuma candidatura pendente." />
          </Screen>
        ) : (
          <Screen title="Pendentes" description="Candidaturas às suas oportunidades que ainda aguardam a sua decisão.">
            <HirerSlice viewer={viewer} status="pending" />
          </Screen>
        )
      }
    </BrowserPage>
  );
}
