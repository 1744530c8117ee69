// Fuzz table: the opportunity actions. A hirer aims at another company's opportunity and
// candidates; a creator at an application that is not theirs. Applying and creating a draft of
// one's own are legitimate writes.
import { applyToOpportunity } from '@/lib/actions/jobs/apply-to-opportunity';
import { decideApplications } from '@/lib/actions/jobs/decide-applications';
import { inviteCreator } from '@/lib/actions/jobs/invite-creator';
import { manageOpportunity } from '@/lib/actions/jobs/manage-opportunity';
import { markApplicationViewed } from '@/lib/actions/jobs/mark-application-viewed';
import { saveOpportunityStep1 } from '@/lib/actions/jobs/save-opportunity-step1';
import { saveOpportunityStep2 } from '@/lib/actions/jobs/save-opportunity-step2';
import { saveOpportunityStep3 } from '@/lib/actions/jobs/save-opportunity-step3';
import { updateOpportunity } from '@/lib/actions/jobs/update-opportunity';
import { withdrawApplication } from '@/lib/actions/jobs/withdraw-application';
import type { Foreign } from '../support/foreign';
import { dayFromToday, loose, type ModuleTargets } from '../support/targets';

const stepOne = (f: Foreign) => ({
  id: f.opportunity,
  title: 'Vídeos para a campanha de verão',
  description: 'Procuramos criadores para três vídeos curtos sobre a coleção.',
  serviceTypeId: f.serviceType,
  serviceSubtypes: [],
  contentTypeIds: [f.contentType],
  platforms: ['Instagram'],
});
const stepTwo = () => ({
  deliverables: '3 vídeos verticais',
  creatorsWanted: '2',
  applicationDeadline: dayFromToday(20),
  locationType: 'remoto',
  niches: [],
  creatorStates: [],
});
const stepThree = () => ({ payType: 'a combinar', screening: [] });

const OPPORTUNITY_WRITES = ['public.opportunities', 'public.opportunity_screening'];

export const JOBS_TARGETS: ModuleTargets[] = [
  {
    module: 'lib/actions/jobs/apply-to-opportunity.ts',
    targets: [
      {
        name: 'applyToOpportunity',
        call: loose(applyToOpportunity),
        actor: 'creator',
        template: (f) => ({ opportunityId: f.draftOpportunity, pitch: 'Tenho experiência com vídeos curtos de moda.', answers: {} }),
        mayWrite: ['public.applications', 'public.opportunities', 'public.notifications', 'public.unread_counts'],
      },
    ],
  },
  {
    module: 'lib/actions/jobs/decide-applications.ts',
    targets: [
      {
        name: 'decideApplications',
        call: loose(decideApplications),
        actor: 'hirer',
        template: (f) => ({ applicationIds: [f.application], status: 'discarded', reason: 'Perfil diferente' }),
      },
    ],
  },
  {
    module: 'lib/actions/jobs/invite-creator.ts',
    targets: [
      {
        name: 'inviteCreator',
        call: loose(inviteCreator),
        actor: 'hirer',
        template: (f) => ({ opportunityId: f.opportunity, creatorId: f.profile }),
      },
    ],
  },
  {
    module: 'lib/actions/jobs/manage-opportunity.ts',
    targets: [
      {
        name: 'manageOpportunity',
        call: loose(manageOpportunity),
        actor: 'hirer',
        template: (f) => ({ id: f.opportunity, action: 'close' }),
      },
    ],
  },
  {
    module: 'lib/actions/jobs/mark-application-viewed.ts',
    targets: [
      {
        name: 'markApplicationViewed',
        call: loose(markApplicationViewed),
        actor: 'hirer',
        template: (f) => ({ applicationId: f.application }),
      },
    ],
  },
  {
    module: 'lib/actions/jobs/save-opportunity-step1.ts',
    targets: [
      {
        name: 'saveOpportunityStep1',
        call: loose(saveOpportunityStep1),
        actor: 'hirer',
        template: stepOne,
        // Without an id, step 1 creates the hirer's own draft.
        mayWrite: OPPORTUNITY_WRITES,
      },
    ],
  },
  {
    module: 'lib/actions/jobs/save-opportunity-step2.ts',
    targets: [
      {
        name: 'saveOpportunityStep2',
        call: loose(saveOpportunityStep2),
        actor: 'hirer',
        template: (f) => ({ id: f.opportunity, ...stepTwo() }),
      },
    ],
  },
  {
    module: 'lib/actions/jobs/save-opportunity-step3.ts',
    targets: [
      {
        name: 'saveOpportunityStep3',
        call: loose(saveOpportunityStep3),
        actor: 'hirer',
        template: (f) => ({ id: f.opportunity, ...stepThree(), publish: true }),
      },
    ],
  },
  {
    module: 'lib/actions/jobs/update-opportunity.ts',
    targets: [
      {
        name: 'updateOpportunity',
        call: loose(updateOpportunity),
        actor: 'hirer',
        template: (f) => ({ ...stepOne(f), ...stepTwo(), ...stepThree() }),
      },
    ],
  },
  {
    module: 'lib/actions/jobs/withdraw-application.ts',
    targets: [
      {
        name: 'withdrawApplication',
        call: loose(withdrawApplication),
        actor: 'creator',
        template: (f) => ({ applicationId: f.application }),
      },
    ],
  },
];
