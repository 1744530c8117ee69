// The terms of a proposal or a contract: scope, deliverables, date, value, revisions and usage.
import { formatDay } from '@/lib/jobs/display';
import { revisionsLabel, usagePeriodLabel, valueLabel } from '@/lib/hiring/display';

type Terms = {
  scope: string;
  deliverables: string[];
  due_date: string;
  value_cents: number | null;
  is_barter: boolean;
  revisions_included: number;
  usage_rights: string;
  usage_months: number | null;
};

export function TermsCard({ terms, revisionsUsed }: { terms: Terms; revisionsUsed?: number }) {
  return (
    <section aria-labelledby="terms-heading" className="rounded-2xl border bg-card p-4 sm:p-5">
      <h2 id="terms-heading" className="text-lg font-semibold">
        Termos
      </h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Valor</dt>
          <dd className="font-medium">{valueLabel(terms)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Entrega até</dt>
          <dd className="font-medium">{formatDay(terms.due_date)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Revisões</dt>
          <dd className="font-medium">
            {revisionsLabel(terms.revisions_included)}
            {revisionsUsed !== undefined && terms.revisions_included > 0
              ? ` (${revisionsUsed} usada${revisionsUsed === 1 ? '' : 's'})`
              : ''}
          </dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-medium">Escopo</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">{terms.scope}</p>
      <h3 className="mt-4 text-sm font-medium">Entregáveis</h3>
      <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
        {terms.deliverables.map((d, i) => (
          <li key={i} className="break-words">
            {d}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-medium">Direitos de uso</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {terms.usage_rights} · {usagePeriodLabel(terms.usage_months)}
      </p>
    </section>
  );
}
