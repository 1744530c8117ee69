'use client';

import { CheckIcon } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { ONBOARDING_STEPS } from '@/lib/validation/profile-creator';

type Props = {
  current: number;
  /** The furthest step saved: steps up to it can be revisited. */
  reached: number;
  onSelect: (step: number) => void;
};

/** "Etapa 2 de 4", a bar, and the four steps (done ones can be opened again). */
export function WizardProgress({ current, reached, onSelect }: Props) {
  const total = ONBOARDING_STEPS.length;
  const { title } = ONBOARDING_STEPS[current - 1];
  return (
    <nav aria-label="Etapas do cadastro" className="grid gap-3">
      <p className="text-sm font-semibold text-primary">
        Etapa {current} de {total}
        <span className="font-normal text-muted-foreground sm:hidden"> · {title}</span>
      </p>
      <Progress value={(current / total) * 100} aria-label={`Etapa ${current} de ${total}`} />
      <ol className="hidden grid-cols-4 gap-2 sm:grid">
        {ONBOARDING_STEPS.map(({ step, title: stepTitle, description }) => {
          const done = step < current || (step <= reached && step !== current);
          const open = step <= reached && step !== current;
          return (
            <li key={step}>
              <button
                type="button"
                onClick={() => onSelect(step)}
                disabled={!open}
                aria-current={step === current ? 'step' : undefined}
                className={cn(
                  'flex w-full items-start gap-2.5 rounded-lg p-2 text-left transition-colors outline-none',
                  'focus-visible:ring-[3px] focus-visible:ring-ring/40 enabled:hover:bg-accent disabled:cursor-default',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                    step === current && 'border-primary bg-primary text-primary-foreground',
                    done && step !== current && 'border-primary bg-primary/10 text-primary',
                    !done && step !== current && 'text-muted-foreground',
                  )}
                >
                  {done && step !== current ? <CheckIcon className="size-3.5" /> : step}
                </span>
                <span className="min-w-0">
                  <span className={cn('block text-sm font-medium', step !== current && 'text-muted-foreground')}>{stepTitle}</span>
                  <span className="block text-xs text-muted-foreground">{description}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
