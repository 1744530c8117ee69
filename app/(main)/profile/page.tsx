import { Building2Icon, ExternalLinkIcon } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { ChangePasswordForm } from '@/components/profile/editor/change-password-form';
import { answersDefaults, basicsDefaults, linksDefaults, servicesDefaults } from '@/components/profile/creator/creator-defaults';
import { CreatorProfileEditor } from '@/components/profile/creator/creator-profile-editor';
import { FormSection } from '@/components/profile/fields/form-section';
import { PersonalDataForm } from '@/components/profile/editor/personal-data-form';
import { ProfileImageField } from '@/components/profile/image/profile-image-field';
import { ProfileSections, type ProfileSection } from '@/components/profile/editor/profile-sections';
import { TwoStepSettings } from '@/components/two-step/two-step-settings';
import { buttonVariants } from '@/components/ui/button';
import { requirePageAccess } from '@/lib/auth/page-access';
import { CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { TWO_STEP_SECTION } from '@/lib/two-step/profile-section';
import { getOwnFullProfile, getOwnSelections, type OwnProfile } from '@/lib/data/profile-editor';
import { getContentTypes, getServiceQuestions, getServiceTypes } from '@/lib/data/taxonomies';
import { maskCpfCnpj, maskPhone } from '@/lib/validation/masks';

export const metadata: Metadata = { title: 'Editar perfil' };

async function CreatorSections({ profile, accountSections, aside }: { profile: OwnProfile } & AccountSectionsProps) {
  const [selections, serviceTypes, contentTypes, questions] = await Promise.all([
    getOwnSelections(profile.id),
    getServiceTypes(),
    getContentTypes(),
    getServiceQuestions(),
  ]);
  return (
    <CreatorProfileEditor
      userId={profile.id}
      fullName={profile.full_name}
      avatarUrl={profile.avatar_url}
      basics={basicsDefaults(profile)}
      services={servicesDefaults(selections, serviceTypes, contentTypes)}
      links={linksDefaults(profile)}
      answers={answersDefaults(selections, questions)}
      serviceTypes={serviceTypes}
      contentTypes={contentTypes}
      questions={questions}
      accountSections={accountSections}
      aside={aside}
    />
  );
}

type AccountSectionsProps = { accountSections: ProfileSection[]; aside: ReactNode };

export default function ProfilePage() {
  return (
    <Screen title="Editar perfil" description="Atualize sua foto, sua apresentação e as informações que as outras pessoas veem.">
      <Suspense fallback={<PageLoading />}>
        <ProfileEditor />
      </Suspense>
    </Screen>
  );
}

// One section on screen at a time, each with its own save (docs/product/forms.md).
async function ProfileEditor() {
  const viewer = await requirePageAccess(ROUTES.profileEditor);
  const profile = await getOwnFullProfile(viewer.id);
  if (!profile) throw new Error('Não encontramos seu perfil.');

  const aside = (
    <Link href={ROUTES.publicProfile} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-fit' })}>
      <ExternalLinkIcon aria-hidden="true" />
      Ver perfil público
    </Link>
  );
  const accountSections: ProfileSection[] = [
    {
      id: 'dados-pessoais',
      label: 'Dados pessoais',
      content: (
        <FormSection id="dados-pessoais" title="Dados pessoais" description="Visíveis apenas para você e para a equipe da plataforma.">
          <PersonalDataForm
            email={profile.email}
            defaultValues={{
              full_name: profile.full_name ?? '',
              cpf_cnpj: maskCpfCnpj(profile.cpf_cnpj ?? ''),
              phone_number: maskPhone(profile.phone_number ?? ''),
            }}
          />
        </FormSection>
      ),
    },
    {
      id: 'senha',
      label: 'Senha',
      content: (
        <FormSection id="senha" title="Senha" description="Troque a senha de acesso da sua conta.">
          <ChangePasswordForm />
        </FormSection>
      ),
    },
    {
      id: TWO_STEP_SECTION,
      label: 'Verificação em duas etapas',
      content: (
        <FormSection
          id={TWO_STEP_SECTION}
          title="Verificação em duas etapas"
          description="Além da senha, um código do aplicativo autenticador do seu celular a cada entrada."
        >
          <TwoStepSettings />
        </FormSection>
      ),
    },
  ];

  if (profile.category === CATEGORY_CREATOR) return <CreatorSections profile={profile} accountSections={accountSections} aside={aside} />;

  const photo: ProfileSection = {
    id: 'foto',
    label: 'Foto',
    content: (
      <div className="grid gap-6">
        <FormSection id="foto" title="Foto de perfil" description="Aparece no topo da página e nas suas mensagens.">
          <ProfileImageField kind="avatar" userId={viewer.id} initialUrl={profile.avatar_url} name={profile.full_name} label="Foto" />
        </FormSection>
        {profile.category === CATEGORY_HIRER ? (
          <div className="flex flex-col gap-3 rounded-2xl border bg-background p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div>
              <h2 className="text-lg font-semibold tracking-tight">Dados da empresa</h2>
              <p className="text-sm text-muted-foreground">Logo, endereço, contato e o tipo da sua empresa ficam no perfil da empresa.</p>
            </div>
            <Link href={ROUTES.companyProfile} className={buttonVariants({ variant: 'secondary' })}>
              <Building2Icon aria-hidden="true" />
              Abrir perfil da empresa
            </Link>
          </div>
        ) : null}
      </div>
    ),
  };
  return <ProfileSections aside={aside} sections={[photo, ...accountSections]} />;
}
