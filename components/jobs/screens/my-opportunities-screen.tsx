'use client';
// /jobs/minhasoportunidades (docs/product/jobs.md), drawn in the browser: the description depends
// on who is looking, so the whole screen follows the guard.
import { BrowserPage } from '@/components/layout/browser-page';
import { Screen } from '@/components/layout/screen';
import { CATEGORY_CREATOR } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { CreatorApplications, HirerOpportunities } from '../role-lists';

export function MyOpportunitiesScreen() {
  return (
    <BrowserPage route={ROUTES.jobsMine}>
      {(viewer) =>
        viewer.category === CATEGORY_CREATOR ? (
          <Screen title="Minhas oportunidades" description="As oportunidades em que sua candidatura foi selecionada.">
            <CreatorApplications viewer={viewer} status="selected" empty="Nenhuma candidatura sua foi selecionada ainda." />
          </Screen>
        ) : (
          <Screen
            title="Minhas oportunidades"
            description="As oportunidades que você criou, por situação, com o número de candidaturas de cada uma."
          >
            <HirerOpportunities viewer={viewer} />
          </Screen>
        )
      }
    </BrowserPage>
  );
}
