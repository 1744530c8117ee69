'use client';
// /jobs/candidates (docs/product/jobs.md), drawn in the browser: the description depends on who is
// looking, so the whole screen follows the guard; a hirer's ?opportunity= picks the candidates.
import { useSearchParams } from 'next/navigation';
import { BrowserPage } from '@/components/layout/browser-page';
import { Screen } from '@/components/layout/screen';
import { CATEGORY_CREATOR } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { CreatorApplications, HirerCandidates } from '../role-lists';

export function CandidatesScreen() {
  const opportunity = useSearchParams().get('opportunity');
  return (
    <BrowserPage route={ROUTES.jobsCandidates}>
      {(viewer) =>
        viewer.category === CATEGORY_CREATOR ? (
          <Screen title="Candidaturas" description="Todas as suas candidaturas e a situação de cada uma.">
            <CreatorApplications viewer={viewer} empty="Você ainda não se candidatou a nenhuma oportunidade." />
          </Screen>
        ) : (
          <Screen title="Candidaturas" description="Os candidatos de cada oportunidade sua, com as ações de seleção e descarte.">
            <HirerCandidates viewer={viewer} opportunityId={opportunity} />
          </Screen>
        )
      }
    </BrowserPage>
  );
}
