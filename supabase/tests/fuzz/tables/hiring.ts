// Fuzz table: the hiring actions, called by a creator who is party to none of the seed's
// proposals and contracts (and who may not send proposals at all).
import { moveContract } from '@/lib/actions/hiring/contract-move';
import { deliver } from '@/lib/actions/hiring/deliver';
import { markPaid } from '@/lib/actions/hiring/mark-paid';
import { replyReview } from '@/lib/actions/hiring/reply-review';
import { respondProposal } from '@/lib/actions/hiring/respond-proposal';
import { reviewDelivery } from '@/lib/actions/hiring/review-delivery';
import { sendProposal } from '@/lib/actions/hiring/send-proposal';
import { submitReview } from '@/lib/actions/hiring/submit-review';
import { withdrawProposal } from '@/lib/actions/hiring/withdraw-proposal';
import { dayFromToday, loose, type ModuleTargets, type Target } from '../support/targets';

const asCreator = (name: string, call: Target['call'], template: Target['template']): Target => ({
  name,
  call,
  actor: 'creator',
  template,
});

export const HIRING_TARGETS: ModuleTargets[] = [
  {
    module: 'lib/actions/hiring/contract-move.ts',
    targets: [
      asCreator('moveContract', loose(moveContract), (f) => ({
        contractId: f.contract,
        move: 'dispute',
        reason: 'Não entregou o combinado',
      })),
    ],
  },
  {
    module: 'lib/actions/hiring/deliver.ts',
    targets: [
      asCreator('deliver', loose(deliver), (f) => ({
        contractId: f.contract,
        note: 'Entrega <b>final</b>',
        links: ['https://exemplo.com.br/video'],
        files: [{ path: `${f.contract}/${f.profile}/arquivo.mp4`, name: 'arquivo.mp4' }],
      })),
    ],
  },
  {
    module: 'lib/actions/hiring/mark-paid.ts',
    targets: [asCreator('markPaid', loose(markPaid), (f) => ({ contractId: f.contract, paidOn: dayFromToday(-1), receiptPath: null }))],
  },
  {
    module: 'lib/actions/hiring/reply-review.ts',
    targets: [asCreator('replyReview', loose(replyReview), (f) => ({ reviewId: f.review, reply: 'Obrigada!' }))],
  },
  {
    module: 'lib/actions/hiring/respond-proposal.ts',
    targets: [
      asCreator('respondProposal', loose(respondProposal), (f) => ({
        proposalId: f.proposal,
        answer: 'counter',
        isBarter: false,
        value: 'R$ 1.500,00',
        dueDate: dayFromToday(30),
        message: 'Contraproposta',
      })),
    ],
  },
  {
    module: 'lib/actions/hiring/review-delivery.ts',
    targets: [asCreator('reviewDelivery', loose(reviewDelivery), (f) => ({ contractId: f.contract, approve: true }))],
  },
  {
    module: 'lib/actions/hiring/send-proposal.ts',
    targets: [
      asCreator('sendProposal', loose(sendProposal), (f) => ({
        creatorId: f.profile,
        applicationId: null,
        title: 'Vídeo para lançamento',
        scope: 'Um vídeo vertical de 30 segundos para o lançamento.',
        deliverables: '1 vídeo\n1 story',
        dueDate: dayFromToday(30),
        isBarter: false,
        value: 'R$ 1.000,00',
        revisionsIncluded: 1,
        usageRights: 'Uso em redes sociais',
        usageMonths: '12',
      })),
    ],
  },
  {
    module: 'lib/actions/hiring/submit-review.ts',
    targets: [
      asCreator('submitReview', loose(submitReview), (f) => ({
        contractId: f.contract,
        rating: 5,
        aspects: { communication: 5, quality: 4 },
        body: 'Ótimo trabalho',
      })),
    ],
  },
  {
    module: 'lib/actions/hiring/withdraw-proposal.ts',
    targets: [asCreator('withdrawProposal', loose(withdrawProposal), (f) => ({ proposalId: f.proposal }))],
  },
];
