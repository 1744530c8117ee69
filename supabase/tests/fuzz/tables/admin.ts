// Fuzz table: the administrators' actions, called by a creator (every one must refuse, whatever
// the input, and change nothing).
import { sendBroadcast } from '@/lib/actions/admin/broadcast';
import { deleteAccount } from '@/lib/actions/admin/delete-account';
import { hideReview } from '@/lib/actions/admin/hide-review';
import { deletePage, savePage, setPermission } from '@/lib/actions/admin/permissions';
import { deleteQuestion, moveQuestion, saveQuestion, setQuestionActive } from '@/lib/actions/admin/questions';
import { removeContent } from '@/lib/actions/admin/remove-content';
import { resolveDispute } from '@/lib/actions/admin/resolve-dispute';
import { setAccountBlocked } from '@/lib/actions/admin/set-account-blocked';
import { resetSiteImage, saveSiteImage } from '@/lib/actions/admin/site-images';
import { deleteTaxonomyEntry, moveTaxonomyEntry, saveTaxonomyEntry, setTaxonomyActive } from '@/lib/actions/admin/taxonomy';
import { deleteTermsVersion, publishTermsVersion, saveTermsVersion } from '@/lib/actions/admin/terms';
import { blockWithReason, sendPasswordReset, setUserCategory, setUserVerified } from '@/lib/actions/admin/users';
import { CATEGORY_HIRER } from '@/lib/constants';
import { loose, type ModuleTargets, type Target } from '../support/targets';

const asCreator = (name: string, call: Target['call'], template: Target['template']): Target => ({
  name,
  call,
  actor: 'creator',
  template,
});

const REASON = 'Conteúdo ofensivo <script>alert(1)</script>';

export const ADMIN_TARGETS: ModuleTargets[] = [
  {
    module: 'lib/actions/admin/broadcast.ts',
    targets: [
      asCreator('sendBroadcast', loose(sendBroadcast), () => ({
        title: 'Aviso',
        body: 'Mensagem a todos',
        link: '/feed',
        audience: 'all',
      })),
    ],
  },
  {
    module: 'lib/actions/admin/delete-account.ts',
    targets: [asCreator('deleteAccount', loose(deleteAccount), (f) => ({ userId: f.profile }))],
  },
  {
    module: 'lib/actions/admin/hide-review.ts',
    targets: [asCreator('hideReview', loose(hideReview), (f) => ({ reviewId: f.review, reason: REASON }))],
  },
  {
    module: 'lib/actions/admin/permissions.ts',
    targets: [
      asCreator('savePage', loose(savePage), (f) => ({
        id: f.page,
        name: 'Página',
        slug: 'pagina',
        icon: 'Bell',
        section: '',
        inMenu: true,
      })),
      asCreator('deletePage', loose(deletePage), (f) => ({ id: f.page })),
      asCreator('setPermission', loose(setPermission), (f) => ({ pageId: f.page, category: CATEGORY_HIRER, hasAccess: true })),
    ],
  },
  {
    module: 'lib/actions/admin/questions.ts',
    targets: [
      asCreator('saveQuestion', loose(saveQuestion), (f) => ({
        table: 'service_questions',
        id: f.serviceQuestion,
        text: 'Qual é o seu nicho?',
        kind: 'text',
        options: '',
        required: false,
        active: true,
        serviceTypeId: '',
      })),
      asCreator('setQuestionActive', loose(setQuestionActive), (f) => ({
        table: 'service_questions',
        id: f.serviceQuestion,
        active: false,
      })),
      asCreator('deleteQuestion', loose(deleteQuestion), (f) => ({ table: 'service_questions', id: f.serviceQuestion })),
      asCreator('moveQuestion', loose(moveQuestion), (f) => ({ table: 'service_questions', id: f.serviceQuestion, direction: 'down' })),
    ],
  },
  {
    module: 'lib/actions/admin/remove-content.ts',
    targets: [asCreator('removeContent', loose(removeContent), (f) => ({ target: 'post', id: f.post, reason: REASON }))],
  },
  {
    module: 'lib/actions/admin/resolve-dispute.ts',
    targets: [
      asCreator('resolveDispute', loose(resolveDispute), (f) => ({ contractId: f.contract, outcome: 'completed', reason: REASON })),
    ],
  },
  {
    module: 'lib/actions/admin/set-account-blocked.ts',
    targets: [asCreator('setAccountBlocked', loose(setAccountBlocked), (f) => ({ userId: f.profile, blocked: true, reason: REASON }))],
  },
  {
    module: 'lib/actions/admin/site-images.ts',
    targets: [
      asCreator('saveSiteImage', loose(saveSiteImage), () => ({ type: 'logo', key: 'logo/1700000000000.png' })),
      asCreator('resetSiteImage', loose(resetSiteImage), () => ({ type: 'logo' })),
    ],
  },
  {
    module: 'lib/actions/admin/taxonomy.ts',
    targets: [
      asCreator('saveTaxonomyEntry', loose(saveTaxonomyEntry), (f) => ({
        table: 'content_types',
        id: f.contentType,
        name: 'Reels',
        active: true,
      })),
      asCreator('setTaxonomyActive', loose(setTaxonomyActive), (f) => ({ table: 'content_types', id: f.contentType, active: false })),
      asCreator('deleteTaxonomyEntry', loose(deleteTaxonomyEntry), (f) => ({ table: 'content_types', id: f.contentType })),
      asCreator('moveTaxonomyEntry', loose(moveTaxonomyEntry), (f) => ({ table: 'content_types', id: f.contentType, direction: 'up' })),
    ],
  },
  {
    module: 'lib/actions/admin/terms.ts',
    targets: [
      asCreator('saveTermsVersion', loose(saveTermsVersion), (f) => ({
        id: f.terms,
        title: 'Termos',
        body: '# Termos\n<script>x</script>',
      })),
      asCreator('publishTermsVersion', loose(publishTermsVersion), (f) => ({ id: f.terms })),
      asCreator('deleteTermsVersion', loose(deleteTermsVersion), (f) => ({ id: f.terms })),
    ],
  },
  {
    module: 'lib/actions/admin/users.ts',
    targets: [
      asCreator('setUserCategory', loose(setUserCategory), (f) => ({ userId: f.profile, category: CATEGORY_HIRER })),
      asCreator('setUserVerified', loose(setUserVerified), (f) => ({ userId: f.profile, verified: true })),
      asCreator('blockWithReason', loose(blockWithReason), (f) => ({ userId: f.profile, reason: REASON })),
      asCreator('sendPasswordReset', loose(sendPasswordReset), (f) => ({ userId: f.profile })),
    ],
  },
];
