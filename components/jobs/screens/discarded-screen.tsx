'use client';
// /jobs/discarded (docs/product/jobs.md), drawn in the browser: the description depends on who is
// looking, so the whole screen follows the guard.
import { BrowserPage } from '@/components/layout/browser-page';
import { Screen } from '@/components/layout/screen';
import { CATEGORY_CREATOR } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { CreatorApplications, HirerSlice } from '../role-lists';

export function DiscardedScreen() {
  return (
    <BrowserPage route={ROUTES.jobsDiscarded}>
      {(viewer) =>
        viewer.category === CATEGORY_CREATOR ? (
          <Screen title="Descartados" description="Suas candidaturas que não foram selecionadas.">
            <CreatorApplications viewer={viewer} status="discarded" empty="Nenhuma candidatura descartada." />
          </Screen>
        ) : (
          <Screen title="Descartados" description="Candidaturas às suas oportunidades que você descartou.">
            <HirerSlice viewer={viewer} status="discarded" />
          </Screen>
        )
      }
    </BrowserPage>
  );
}
