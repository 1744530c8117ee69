// A creator's applications with their status (/jobs/candidates, /jobs/pending, /jobs/discarded
// and, for the selected ones, /jobs/minhasoportunidades).
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { OwnApplication } from '@/lib/queries/applications';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@/lib/jobs/constants';
import { formatDay, payLabel } from '@/lib/jobs/display';
import { ROUTES } from '@/lib/routes';
import { formatCents } from '@/lib/validation/br';
import { WithdrawButton } from './application-actions';
import { CompanyLogo, companyName } from './company-logo';

export function ApplicationList({ applications, empty }: { applications: OwnApplication[]; empty: string }) {
  if (applications.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed bg-background px-6 py-10 text-center text-sm text-muted-foreground">
        <p>{empty}</p>
        <Link href={ROUTES.jobsOpportunities} className="mt-2 inline-block font-medium text-primary hover:underline">
          Ver oportunidades
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {applications.map((a) => {
        const status = a.status as ApplicationStatus;
        return (
          <li key={a.id} className="rounded-2xl border bg-card p-4">
            <div className="flex items-start gap-3">
              <CompanyLogo company={a.company} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-xs text-muted-foreground">{companyName(a.company)}</p>
                {a.opportunity ? (
                  <Link href={`${ROUTES.jobsOpportunities}?id=${a.opportunity.id}`} className="font-semibold break-words hover:underline">
                    {a.opportunity.title}
                  </Link>
                ) : (
                  <span className="font-semibold">Oportunidade indisponível</span>
                )}
                <p className="text-sm text-muted-foreground">
                  {a.opportunity ? `${payLabel(a.opportunity)} · ` : ''}Candidatura em {formatDay(a.created_at)}
                  {a.proposed_price != null ? ` · Sua proposta: ${formatCents(a.proposed_price)}` : ''}
                </p>
              </div>
              <Badge variant={status === 'selected' ? 'success' : status === 'discarded' ? 'secondary' : 'outline'}>
                {APPLICATION_STATUS_LABELS[status]}
              </Badge>
            </div>
            {status === 'discarded' && a.discard_reason ? (
              <p className="mt-2 text-sm text-muted-foreground">Motivo: {a.discard_reason}</p>
            ) : null}
            {status === 'pending' ? (
              <div className="mt-3 flex justify-end">
                <WithdrawButton applicationId={a.id} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
