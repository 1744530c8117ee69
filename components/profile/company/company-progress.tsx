'use client';

import { CircleAlertIcon } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { companyFieldLabel, missingItemsText, type CompanyProgress as Progression, type RequiredField } from '@/lib/profile/completeness';
import { companyFieldAnchor } from './company-form-fields';

const HIGHLIGHT = ['ring-2', 'ring-amber-400', 'ring-offset-4', 'ring-offset-background', 'rounded-lg'];
const HIGHLIGHT_MS = 2500;
const FOCUSABLE = 'input:not([type="file"]):not([disabled]), textarea, button, [role="combobox"], [role="checkbox"]';

/** Scrolls to a field, focuses its control and outlines it for a moment. */
function goToField(field: RequiredField) {
  const target = document.getElementById(companyFieldAnchor(field));
  if (!target) return false;
  const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  const box = target.closest<HTMLElement>('[data-slot="form-field"]') ?? target;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  box.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  control?.focus({ preventScroll: true });
  box.classList.add(...HIGHLIGHT);
  window.setTimeout(() => box.classList.remove(...HIGHLIGHT), HIGHLIGHT_MS);
  return true;
}

/**
 * What a hirer still has to fill (docs/product/accounts.md, "Company profile"): how many items are
 * left, a bar, and each field by the form's pt-BR label, a link to it. The 'Perfil incompleto'
 * toast keeps the spec's own labels (docs/product/messages.md).
 */
export function CompanyProgress({ progress }: { progress: Progression }) {
  const { required, filled, missing } = progress;
  return (
    <section aria-labelledby="campos-pendentes" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="campos-pendentes" className="flex items-center gap-2 font-semibold">
          <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
          Campos pendentes
        </h2>
        <p className="text-sm">
          <strong data-testid="itens-faltando" className="font-semibold">
            {missingItemsText(missing.length)}
          </strong>{' '}
          <span className="text-amber-900/80">
            · {filled} de {required} preenchidos
          </span>
        </p>
      </div>
      <Progress
        value={Math.round((filled / required) * 100)}
        aria-label="Progresso do perfil da empresa"
        aria-valuetext={`${filled} de ${required} itens preenchidos`}
        className="mt-3 bg-amber-200 [&>[data-slot=progress-indicator]]:bg-amber-600"
      />
      <p className="mt-3 text-sm">Complete estes dados para navegar pelo site. Escolha um item para ir até ele:</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {missing.map((field) => (
          <li key={field}>
            <a
              href={`#${companyFieldAnchor(field)}`}
              onClick={(event) => {
                if (goToField(field)) event.preventDefault();
              }}
              className="inline-flex min-h-9 items-center rounded-full bg-white px-3 py-1 text-sm font-medium ring-1 ring-amber-300 transition-colors outline-none hover:bg-amber-100 focus-visible:ring-[3px] focus-visible:ring-amber-500"
            >
              {companyFieldLabel(field)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
