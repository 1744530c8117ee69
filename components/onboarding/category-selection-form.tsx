'use client';

import { ArrowRightIcon, BriefcaseBusinessIcon, CheckIcon, SparklesIcon, type LucideIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { chooseCategory } from '@/lib/actions/onboarding/choose-category';
import { isSafeInternalPath, toastActionFailure } from '@/lib/forms/toast-action-failure';
import { CATEGORY_CREATOR, CATEGORY_HIRER, type SignUpCategory } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';

type Choice = { value: SignUpCategory; id: string; icon: LucideIcon; audience: string; description: string; points: string[]; cta: string };

const CHOICES: Choice[] = [
  {
    value: CATEGORY_CREATOR,
    id: 'categoria-criador',
    icon: SparklesIcon,
    audience: 'Para criadores e prestadores de serviço',
    description: 'Você produz conteúdo ou presta serviços e quer ser contratado por marcas e agências.',
    points: [
      'Monte um perfil com portfólio, redes e preço',
      'Candidate-se a oportunidades de campanhas',
      'Converse direto com quem contrata',
    ],
    cta: 'Continuar como criador',
  },
  {
    value: CATEGORY_HIRER,
    id: 'categoria-contratante',
    icon: BriefcaseBusinessIcon,
    audience: 'Para marcas e agências',
    description: 'Você representa uma marca ou agência e quer contratar criadores para suas campanhas.',
    points: [
      'Publique oportunidades e receba candidaturas',
      'Encontre criadores por serviço, nicho e cidade',
      'Selecione e converse com os candidatos',
    ],
    cta: 'Continuar como empresa',
  },
];

/** The two sign-up categories as large cards (docs/product/overview.md, "Categories"); one click saves. */
export function CategorySelectionForm() {
  const router = useRouter();
  const [chosen, setChosen] = useState<SignUpCategory | null>(null);

  async function choose(category: SignUpCategory) {
    setChosen(category);
    const result = await chooseCategory({ category });
    if (!result.ok) {
      setChosen(null);
      await toastActionFailure(result);
      return;
    }
    // The session was refreshed by the action: the gate already sees the category.
    router.replace(isSafeInternalPath(result.data.redirectTo) ? result.data.redirectTo : ROUTES.feed);
  }

  return (
    <div role="group" aria-label="Escolha uma opção" className="grid gap-4 sm:grid-cols-2 sm:gap-5">
      {CHOICES.map(({ value, id, icon: Icon, audience, description, points, cta }) => {
        const busy = chosen === value;
        return (
          <button
            key={value}
            type="button"
            onClick={() => choose(value)}
            disabled={chosen !== null}
            aria-label={value}
            aria-describedby={`${id}-descricao`}
            className={cn(
              'group flex flex-col items-start gap-4 rounded-2xl border-2 bg-background p-6 text-left shadow-sm transition-[border-color,box-shadow,transform] outline-none sm:p-7',
              'hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/40',
              'disabled:cursor-not-allowed disabled:opacity-70 disabled:hover:translate-y-0',
              busy && 'border-primary opacity-100 disabled:opacity-100',
            )}
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
              {busy ? <Spinner className="size-5" /> : <Icon aria-hidden="true" className="size-6" />}
            </span>
            <span className="grid gap-1">
              <span className="text-xs font-semibold tracking-wide text-primary uppercase">{audience}</span>
              <span className="text-xl font-bold tracking-tight">{value}</span>
            </span>
            <span id={`${id}-descricao`} className="grid gap-3 text-sm text-muted-foreground">
              <span>{description}</span>
              <span className="grid gap-2">
                {points.map((point) => (
                  <span key={point} className="flex items-start gap-2 text-foreground/90">
                    <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {point}
                  </span>
                ))}
              </span>
            </span>
            <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-primary">
              {busy ? 'Salvando...' : cta}
              <ArrowRightIcon aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </button>
        );
      })}
    </div>
  );
}
