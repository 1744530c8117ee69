import { CircleAlertIcon } from 'lucide-react';
import { companyFieldLabel, type RequiredField } from '@/lib/profile/completeness';

/**
 * The required company fields still empty (docs/product/routes.md, rule 5), named as the form's
 * fields are: the product's English labels stay in the 'Perfil incompleto' toast
 * (docs/product/messages.md).
 */
export function PendingFields({ fields }: { fields: readonly RequiredField[] }) {
  return (
    <section aria-labelledby="campos-pendentes" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <h2 id="campos-pendentes" className="flex items-center gap-2 font-semibold">
        <CircleAlertIcon aria-hidden="true" className="size-5" />
        Campos pendentes
      </h2>
      <p className="mt-1 text-sm">Complete estes dados para navegar pelo site:</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {fields.map((field) => (
          <li key={field} className="rounded-full bg-white px-3 py-1 text-sm font-medium ring-1 ring-amber-300">
            {companyFieldLabel(field)}
          </li>
        ))}
      </ul>
    </section>
  );
}
