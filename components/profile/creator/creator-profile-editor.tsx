'use client';

import type { ReactNode } from 'react';
import type { Option, ServiceTypeOption } from '@/lib/queries/taxonomies';
import { saveCreatorAnswers } from '@/lib/actions/profile/save-creator-answers';
import { questionsFor, type AnswerInput, type ServiceQuestion } from '@/lib/validation/profile-answers';
import type { CreatorBasicsInput, CreatorLinksInput, CreatorServicesInput } from '@/lib/validation/profile-creator';
import { CreatorAnswersForm } from './creator-answers-form';
import { CreatorBasicsForm } from './creator-basics-form';
import { CreatorLinksForm } from './creator-links-form';
import { CreatorServicesForm } from './creator-services-form';
import { FormSection } from '@/components/profile/fields/form-section';
import { ProfileSections } from '@/components/profile/editor/profile-sections';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

type Props = {
  userId: string;
  fullName: string | null;
  avatarUrl: string | null;
  basics: CreatorBasicsInput;
  services: CreatorServicesInput;
  links: CreatorLinksInput;
  answers: Record<string, AnswerInput>;
  serviceTypes: ServiceTypeOption[];
  contentTypes: Option[];
  questions: ServiceQuestion[];
  /** The sections every account has (personal data, password), after the creator's own. */
  accountSections: { id: string; label: string; content: ReactNode }[];
  aside?: ReactNode;
};

/** /profile for a creator: the four parts of the onboarding, then the account's sections, each saved on its own. */
export function CreatorProfileEditor(props: Props) {
  const refreshScreen = useScreenRefresh();
  // The questions depend on the services, the public profile on everything: re-read after a save.
  const refresh = () => refreshScreen();
  return (
    <ProfileSections
      aside={props.aside}
      sections={[
        {
          id: 'perfil',
          label: 'Perfil',
          content: (
            <FormSection id="perfil" title="Perfil" description="Foto, apresentação, cidade e bio.">
              <CreatorBasicsForm
                mode="edit"
                userId={props.userId}
                fullName={props.fullName}
                avatarUrl={props.avatarUrl}
                defaultValues={props.basics}
                onSaved={refresh}
              />
            </FormSection>
          ),
        },
        {
          id: 'servicos',
          label: 'Serviços',
          content: (
            <FormSection id="servicos" title="Serviços e conteúdos" description="O que você oferece às marcas.">
              <CreatorServicesForm
                mode="edit"
                serviceTypes={props.serviceTypes}
                contentTypes={props.contentTypes}
                defaultValues={props.services}
                onSaved={refresh}
              />
            </FormSection>
          ),
        },
        {
          id: 'redes',
          label: 'Redes e preço',
          content: (
            <FormSection id="redes" title="Redes, portfólio e preço" description="Onde você publica, seus trabalhos e quanto cobra.">
              <CreatorLinksForm mode="edit" defaultValues={props.links} onSaved={refresh} />
            </FormSection>
          ),
        },
        {
          id: 'perguntas',
          label: 'Perguntas',
          content: (
            <FormSection id="perguntas" title="Perguntas" description="As respostas ajudam as marcas a entender como você trabalha.">
              <CreatorAnswersForm
                questions={questionsFor(props.questions, props.services.serviceTypeIds)}
                defaultValues={props.answers}
                submitLabel="Salvar respostas"
                savedMessage="Respostas salvas."
                submit={(answers) => saveCreatorAnswers({ answers })}
                onSaved={refresh}
              />
            </FormSection>
          ),
        },
        ...props.accountSections,
      ]}
    />
  );
}
