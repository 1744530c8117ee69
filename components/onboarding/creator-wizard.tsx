'use client';

import { ArrowLeftIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { CreatorBasicsForm } from '@/components/profile/creator/creator-basics-form';
import { Button } from '@/components/ui/button';
import { finishCreatorOnboarding } from '@/lib/actions/onboarding/finish-creator-onboarding';
import { leaveWithoutAsking } from '@/lib/forms/unsaved-changes';
import { isSafeInternalPath } from '@/lib/forms/toast-action-failure';
import { SITE_NAME } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import type { Option, ServiceTypeOption } from '@/lib/data/taxonomies';
import { questionsFor, type AnswerInput, type ServiceQuestion } from '@/lib/validation/profile-answers';
import {
  ONBOARDING_STEPS,
  type CreatorBasicsInput,
  type CreatorLinksInput,
  type CreatorServicesInput,
} from '@/lib/validation/profile-creator';
import { preloadedLazy } from '@/lib/browser/preloaded-lazy';
import { WizardProgress } from './wizard-progress';

// The first step's form comes with the page; the later steps' forms download while the person
// fills it in (lib/browser/preloaded-lazy.ts), so they are not part of the page's first load.
const CreatorServicesForm = preloadedLazy(() =>
  import('@/components/profile/creator/creator-services-form').then((m) => m.CreatorServicesForm),
);
const CreatorLinksForm = preloadedLazy(() => import('@/components/profile/creator/creator-links-form').then((m) => m.CreatorLinksForm));
/** What finishing the onboarding answers (the answers form is generic over it). */
type Finished = Extract<Awaited<ReturnType<typeof finishCreatorOnboarding>>, { ok: true }>['data'];
const CreatorAnswersForm = preloadedLazy(() =>
  import('@/components/profile/creator/creator-answers-form').then((m) => m.CreatorAnswersForm<Finished>),
);

export type WizardData = {
  basics: CreatorBasicsInput;
  services: CreatorServicesInput;
  links: CreatorLinksInput;
  answers: Record<string, AnswerInput>;
};

type Props = {
  userId: string;
  fullName: string | null;
  avatarUrl: string | null;
  /** The step saved on the profile: where the creator left off. */
  resumeStep: number;
  initial: WizardData;
  serviceTypes: ServiceTypeOption[];
  contentTypes: Option[];
  questions: ServiceQuestion[];
};

const clampStep = (step: number) => Math.min(Math.max(Math.trunc(step) || 1, 1), ONBOARDING_STEPS.length);

/** /primeirologinusuario: four steps, each saved on its own; reopening resumes where it stopped. */
export function CreatorWizard({ userId, fullName, avatarUrl, resumeStep, initial, serviceTypes, contentTypes, questions }: Props) {
  const router = useRouter();
  const [step, setStep] = useState(clampStep(resumeStep));
  const [reached, setReached] = useState(clampStep(resumeStep));
  const [data, setData] = useState(initial);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A new step is a new screen: move focus and the view to its title.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [step]);

  function saved<K extends 'basics' | 'services' | 'links'>(key: K) {
    return (storedStep: number, values: WizardData[K]) => {
      setData((current) => ({ ...current, [key]: values }));
      const next = clampStep(storedStep);
      setReached((r) => Math.max(r, next));
      setStep((s) => Math.min(s + 1, ONBOARDING_STEPS.length));
    };
  }

  const back =
    step > 1 ? (
      <Button variant="ghost" onClick={() => setStep(step - 1)}>
        <ArrowLeftIcon aria-hidden="true" />
        Voltar
      </Button>
    ) : undefined;
  const { title, description } = ONBOARDING_STEPS[step - 1];

  return (
    <div className="grid gap-6">
      <WizardProgress current={step} reached={reached} onSelect={setStep} />
      <section aria-labelledby="etapa-titulo" className="rounded-2xl border bg-background p-5 shadow-sm sm:p-8">
        <header className="mb-6">
          <h2 id="etapa-titulo" ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold tracking-tight outline-none">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </header>
        <Suspense fallback={<PageLoading />}>
          {step === 1 ? (
            <CreatorBasicsForm
              mode="wizard"
              userId={userId}
              fullName={fullName}
              avatarUrl={avatarUrl}
              defaultValues={data.basics}
              onSaved={saved('basics')}
            />
          ) : step === 2 ? (
            <CreatorServicesForm
              mode="wizard"
              serviceTypes={serviceTypes}
              contentTypes={contentTypes}
              defaultValues={data.services}
              onSaved={saved('services')}
              back={back}
            />
          ) : step === 3 ? (
            <CreatorLinksForm mode="wizard" defaultValues={data.links} onSaved={saved('links')} back={back} />
          ) : (
            <CreatorAnswersForm
              questions={questionsFor(questions, data.services.serviceTypeIds)}
              defaultValues={data.answers}
              submitLabel="Concluir cadastro"
              submit={async (answers) => {
                setData((current) => ({ ...current, answers }));
                const result = await finishCreatorOnboarding({ answers });
                // A step left incomplete (another tab, a retired option): open it.
                const pending = !result.ok ? Number(result.fieldErrors?.step?.[0]) : NaN;
                if (pending) setStep(clampStep(pending));
                return result;
              }}
              onSaved={({ redirectTo }) => {
                toast.success(`Boas-vindas ao ${SITE_NAME}!`, {
                  description: 'Seu perfil está pronto. Agora as marcas e agências podem encontrar você.',
                });
                leaveWithoutAsking();
                router.replace(isSafeInternalPath(redirectTo) ? redirectTo : ROUTES.feed);
              }}
              back={back}
            />
          )}
        </Suspense>
      </section>
    </div>
  );
}
