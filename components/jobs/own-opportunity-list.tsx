// A hirer's opportunities by status (/jobs/minhasoportunidades): candidate counts, new-candidate
// marks, and close, reopen, duplicate, edit, delete drafts.
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import type { Opportunity } from '@/lib/queries/opportunities';
import { OPPORTUNITY_STATUS_LABELS } from '@/lib/jobs/constants';
import { formatDay, payLabel } from '@/lib/jobs/display';
import { ROUTES } from '@/lib/routes';
import { ManageOpportunityButton } from './application-actions';

const ORDER = ['open', 'draft', 'closed'] as const;
const HEADINGS = { open: 'Abertas', draft: 'Rascunhos', closed: 'Encerradas' } as const;

export function OwnOpportunityList({ opportunities }: { opportunities: Opportunity[] }) {
  if (opportunities.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed bg-background px-6 py-10 text-center text-sm text-muted-foreground">
        <p>Você ainda não criou oportunidades.</p>
        <Link href={ROUTES.jobsCreate} className={`${buttonVariants()} mt-3`}>
          Criar oportunidade
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-8">
      <div className="flex justify-end">
        <Link href={ROUTES.jobsCreate} className={buttonVariants()}>
          Criar oportunidade
        </Link>
      </div>
      {ORDER.map((status) => {
        const list = opportunities.filter((o) => o.status === status);
        if (list.length === 0) return null;
        return (
          <section key={status} className="grid grid-cols-[minmax(0,1fr)] gap-3">
            <h2 className="text-lg font-semibold">
              {HEADINGS[status]} <span className="text-muted-foreground">({list.length})</span>
            </h2>
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
              {list.map((o) => (
                <li key={o.id} className="rounded-2xl border bg-card p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{o.title}</p>
                      <p className="text-sm text-muted-foreground">
                        {payLabel(o)} · Candidaturas até {formatDay(o.application_deadline)}
                      </p>
                    </div>
                    <div className="flex items-center gap-2">
                      <Badge variant="outline">{OPPORTUNITY_STATUS_LABELS[status]}</Badge>
                      {o.unviewed_count > 0 ? (
                        <Badge>{o.unviewed_count === 1 ? '1 candidatura nova' : `${o.unviewed_count} candidaturas novas`}</Badge>
                      ) : null}
                    </div>
                  </div>
                  <div className="mt-3 flex flex-wrap items-center gap-2">
                    {status !== 'draft' ? (
                      <Link href={`${ROUTES.jobsCandidates}?opportunity=${o.id}`} className={buttonVariants({ size: 'sm' })}>
                        {o.applications_count === 1 ? '1 candidatura' : `${o.applications_count} candidaturas`}
                      </Link>
                    ) : (
                      <Link href={`${ROUTES.jobsCreate}?id=${o.id}`} className={buttonVariants({ size: 'sm' })}>
                        Continuar rascunho
                      </Link>
                    )}
                    {status !== 'draft' ? (
                      <Link href={`${ROUTES.jobsEdit}/${o.id}`} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
                        Editar
                      </Link>
                    ) : null}
                    {status === 'open' ? <ManageOpportunityButton id={o.id} action="close" /> : null}
                    {status === 'closed' ? <ManageOpportunityButton id={o.id} action="reopen" /> : null}
                    <ManageOpportunityButton id={o.id} action="duplicate" />
                    {status === 'draft' ? <ManageOpportunityButton id={o.id} action="delete" /> : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
