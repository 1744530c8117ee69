'use client';
// /profile's content (profile-editor-screen.tsx reads the rows): the sections and their forms, a
// chunk of its own that downloads beside the reads (lib/browser/preloaded-lazy.ts).
import { Building2Icon, ExternalLinkIcon } from 'lucide-react';
import Link from 'next/link';
import { answersDefaults, basicsDefaults, linksDefaults, servicesDefaults } from '@/components/profile/creator/creator-defaults';
import { CreatorProfileEditor } from '@/components/profile/creator/creator-profile-editor';
import { ChangePasswordForm } from '@/components/profile/editor/change-password-form';
import { PersonalDataForm } from '@/components/profile/editor/personal-data-form';
import { ProfileSections, type ProfileSection } from '@/components/profile/editor/profile-sections';
import { FormSection } from '@/components/profile/fields/form-section';
import { ProfileImageField } from '@/components/profile/image/profile-image-field';
import { TwoStepSettings } from '@/components/two-step/two-step-settings';
import { buttonVariants } from '@/components/ui/button';
import { CATEGORY_HIRER } from '@/lib/constants';
import type { ProfileEditorData } from '@/lib/queries/profile-editor';
import { ROUTES } from '@/lib/routes';
import { TWO_STEP_SECTION } from '@/lib/two-step/profile-section';
import { maskCpfCnpj, maskPhone } from '@/lib/validation/masks';

export function ProfileEditor({ data: { profile, creator } }: { data: ProfileEditorData }) {
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

  if (creator) {
    const { selections, serviceTypes, contentTypes, questions } = creator;
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

  const photo: ProfileSection = {
    id: 'foto',
    label: 'Foto',
    content: (
      <div className="grid gap-6">
        <FormSection id="foto" title="Foto de perfil" description="Aparece no topo da página e nas suas mensagens.">
          <ProfileImageField kind="avatar" userId={profile.id} initialUrl={profile.avatar_url} name={profile.full_name} label="Foto" />
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
