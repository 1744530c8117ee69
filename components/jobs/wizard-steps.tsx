// The wizard's progress: three steps, the ones already reachable as links.
import Link from 'next/link';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';

const STEPS = [
  { n: 1, label: 'O trabalho', path: ROUTES.jobsCreate },
  { n: 2, label: 'Entregas e requisitos', path: ROUTES.jobsCreateStep2 },
  { n: 3, label: 'Pagamento e publicação', path: ROUTES.jobsCreateStep3 },
] as const;

export function WizardSteps({ current, id, reachable }: { current: number; id?: string; reachable: number }) {
  return (
    <ol aria-label="Etapas" className="grid grid-cols-3 gap-2 text-xs sm:text-sm">
      {STEPS.map((s) => {
        const body = (
          <>
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border font-semibold',
                s.n <= current && 'border-primary bg-primary text-primary-foreground',
              )}
            >
              {s.n}
            </span>
            <span className="leading-tight">{s.label}</span>
          </>
        );
        return (
          <li key={s.n} aria-current={s.n === current ? 'step' : undefined}>
            {s.n !== current && s.n <= reachable && id ? (
              <Link href={`${s.path}?id=${id}`} className="flex items-center gap-2 hover:underline">
                {body}
              </Link>
            ) : (
              <div className={cn('flex items-center gap-2', s.n > reachable && 'text-muted-foreground')}>{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
