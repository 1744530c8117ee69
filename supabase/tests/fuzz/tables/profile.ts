// Fuzz table: profile and onboarding actions. They write the caller's own profile by design, so
// their hostile text may land there (mayWrite); nobody else's row may change.
import { chooseCategory } from '@/lib/actions/onboarding/choose-category';
import { finishCreatorOnboarding } from '@/lib/actions/onboarding/finish-creator-onboarding';
import { acceptTerms } from '@/lib/actions/profile/accept-terms';
import { changePassword } from '@/lib/actions/profile/change-password';
import { saveCompanyProfile } from '@/lib/actions/profile/save-company-profile';
import { saveCreatorAnswers } from '@/lib/actions/profile/save-creator-answers';
import { saveCreatorBasics } from '@/lib/actions/profile/save-creator-basics';
import { saveCreatorLinks } from '@/lib/actions/profile/save-creator-links';
import { saveCreatorServices } from '@/lib/actions/profile/save-creator-services';
import { savePersonalData } from '@/lib/actions/profile/save-personal-data';
import { saveProfileImage } from '@/lib/actions/profile/save-profile-image';
import { CATEGORY_HIRER, TYPE_BRAND } from '@/lib/constants';
import { randomCpf } from '../../helpers';
import { loose, type ModuleTargets } from '../support/targets';

const OWN_PROFILE = ['public.profiles'];

export const PROFILE_TARGETS: ModuleTargets[] = [
  {
    module: 'lib/actions/onboarding/choose-category.ts',
    // The creator asks to become a hirer: refused, the category is chosen once.
    targets: [{ name: 'chooseCategory', call: loose(chooseCategory), actor: 'creator', template: () => ({ category: CATEGORY_HIRER }) }],
  },
  {
    module: 'lib/actions/onboarding/finish-creator-onboarding.ts',
    targets: [
      {
        name: 'finishCreatorOnboarding',
        call: loose(finishCreatorOnboarding),
        actor: 'creator',
        template: (f) => ({ answers: f.answers }),
        mayWrite: [...OWN_PROFILE, 'public.profile_answers'],
      },
    ],
  },
  {
    module: 'lib/actions/profile/accept-terms.ts',
    // A version that is not the current one: refused.
    targets: [{ name: 'acceptTerms', call: loose(acceptTerms), actor: 'creator', template: () => ({ version: 999 }) }],
  },
  {
    module: 'lib/actions/profile/change-password.ts',
    targets: [
      {
        name: 'changePassword',
        call: loose(changePassword),
        actor: 'creator',
        template: () => ({ currentPassword: 'nao-e-a-senha', newPassword: 'Outra@Senha123', confirmPassword: 'Outra@Senha123' }),
      },
    ],
  },
  {
    module: 'lib/actions/profile/save-company-profile.ts',
    targets: [
      {
        name: 'saveCompanyProfile',
        call: loose(saveCompanyProfile),
        actor: 'hirer',
        template: () => ({ type: TYPE_BRAND, company_name: 'Marca <script>alert(1)</script>', city: 'São Paulo', state: 'SP' }),
        mayWrite: OWN_PROFILE,
      },
    ],
  },
  {
    module: 'lib/actions/profile/save-creator-answers.ts',
    targets: [
      {
        name: 'saveCreatorAnswers',
        call: loose(saveCreatorAnswers),
        actor: 'creator',
        template: (f) => ({ answers: f.answers }),
        mayWrite: ['public.profile_answers'],
      },
    ],
  },
  {
    module: 'lib/actions/profile/save-creator-basics.ts',
    targets: [
      {
        name: 'saveCreatorBasics',
        call: loose(saveCreatorBasics),
        actor: 'creator',
        template: () => ({
          headline: 'Criadora de conteúdo de moda',
          city: 'São Paulo',
          state: 'SP',
          bio: 'Faço vídeos curtos sobre moda e beleza há cinco anos.',
          advance: false,
        }),
        mayWrite: OWN_PROFILE,
      },
    ],
  },
  {
    module: 'lib/actions/profile/save-creator-links.ts',
    targets: [
      {
        name: 'saveCreatorLinks',
        call: loose(saveCreatorLinks),
        actor: 'creator',
        template: () => ({
          instagram_url: '@criadora.fuzz',
          tiktok_url: '',
          youtube_url: '',
          website_url: '',
          followers_range: 'Até 1 mil',
          portfolio_urls: [],
          price_from: '',
        }),
        mayWrite: OWN_PROFILE,
      },
    ],
  },
  {
    module: 'lib/actions/profile/save-creator-services.ts',
    targets: [
      {
        name: 'saveCreatorServices',
        call: loose(saveCreatorServices),
        actor: 'creator',
        template: (f) => ({ serviceTypeIds: [f.serviceType], contentTypeIds: [f.contentType] }),
        mayWrite: [...OWN_PROFILE, 'public.profile_service_types', 'public.profile_content_types'],
      },
    ],
  },
  {
    module: 'lib/actions/profile/save-personal-data.ts',
    targets: [
      {
        name: 'savePersonalData',
        call: loose(savePersonalData),
        actor: 'creator',
        template: () => ({ full_name: 'Pessoa Fuzz', cpf_cnpj: randomCpf(), phone_number: '' }),
        mayWrite: OWN_PROFILE,
      },
    ],
  },
  {
    module: 'lib/actions/profile/save-profile-image.ts',
    targets: [
      {
        name: 'saveProfileImage',
        call: loose(saveProfileImage),
        actor: 'creator',
        // A picture in someone else's folder: refused. (url: null removes one's own picture.)
        template: (f) => ({ kind: 'avatar', url: `/storage/v1/object/public/avatars/${f.profile}/avatar-1700000000000-x.png` }),
        mayWrite: OWN_PROFILE,
      },
    ],
  },
];
