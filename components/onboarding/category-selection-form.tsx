'use client';

import { ArrowRightIcon, BriefcaseBusinessIcon, CheckIcon, SparklesIcon, type LucideIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
    description: 'Você produz conteúdo ou presta serviços e quer trabalhar com marcas e agências.',
    points: [
      'Monte um perfil com portfólio, redes e preço',
      'Candidate-se a oportunidades de campanhas',
      'Converse direto com quem contrata',
    ],
    cta: 'Continuar oferecendo serviços',
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
      'Selecione candidaturas e converse com cada pessoa',
    ],
    cta: 'Continuar como empresa',
  },
];

export const CATEGORY_IS_PERMANENT = 'Você não poderá alterar isso depois.';
const SAVE_FAILED = 'Não foi possível salvar sua escolha. Verifique sua conexão e tente novamente.';

/**
 * The two sign-up categories as large cards (docs/product/overview.md, "Categories"). The choice
 * is permanent, so a card asks for confirmation first; a failure leaves the cards usable, with a
 * retry, never stuck on "Salvando...".
 */
export function CategorySelectionForm() {
  const router = useRouter();
  const [pending, setPending] = useState<SignUpCategory | null>(null);
  const [chosen, setChosen] = useState<SignUpCategory | null>(null);
  const [failed, setFailed] = useState<SignUpCategory | null>(null);

  async function save(category: SignUpCategory) {
    setPending(null);
    setFailed(null);
    setChosen(category);
    let result: Awaited<ReturnType<typeof chooseCategory>> | null = null;
    try {
      result = await chooseCategory({ category });
    } catch {
      result = null;
    }
    if (!result?.ok) {
      setChosen(null);
      setFailed(category);
      if (result) await toastActionFailure(result);
      return;
    }
    // The session was refreshed by the action: the gate already sees the category.
    router.replace(isSafeInternalPath(result.data.redirectTo) ? result.data.redirectTo : ROUTES.feed);
  }

  const choose = (category: SignUpCategory) => setPending(category);

  return (
    <>
      {failed ? (
        <div
          role="alert"
          className="mb-4 flex flex-col gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{SAVE_FAILED}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void save(failed)}>
            Tentar novamente
          </Button>
        </div>
      ) : null}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Confirmar: {pending}?</DialogTitle>
            <DialogDescription>
              {pending === CATEGORY_HIRER
                ? 'Sua conta será usada para contratar criadores, como marca ou agência. '
                : 'Sua conta será usada para oferecer seus serviços a marcas e agências. '}
              {CATEGORY_IS_PERMANENT}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setPending(null)}>
              Voltar
            </Button>
            <Button type="button" onClick={() => pending && void save(pending)}>
              Confirmar
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
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
    </>
  );
}
