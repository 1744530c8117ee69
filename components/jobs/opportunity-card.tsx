// One opportunity in the listing: company (with its rating), title, pay, deadline, place,
// "Já candidatado", and for "mais compatíveis" why it matches.
import { CalendarIcon, CheckIcon, MapPinIcon, SparklesIcon, WalletIcon } from 'lucide-react';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { Company, SearchRow } from '@/lib/queries/opportunities';
import { formatDay, locationLabel, payLabel } from '@/lib/jobs/display';
import { ROUTES } from '@/lib/routes';
import { compactRating, ratingDescription } from '@/lib/social/rating-label';
import { CompanyLogo, companyName } from './company-logo';

export function OpportunityCard({
  row,
  company,
  applied,
  reasons,
  query,
}: {
  row: SearchRow;
  company: Company | null;
  applied: boolean;
  reasons?: string;
  query: string;
}) {
  const href = `${ROUTES.jobsOpportunities}?${query ? `${query}&` : ''}id=${row.id}`;
  const rating = { average: row.owner_rating, count: row.owner_reviews };
  const stars = compactRating(rating);
  return (
    <li className="rounded-2xl border bg-card p-4 transition-colors hover:border-primary/40">
      <div className="flex items-start gap-3">
        <CompanyLogo company={company} />
        <div className="min-w-0 flex-1">
          <p className="flex min-w-0 gap-1.5 text-xs text-muted-foreground">
            <span className="truncate">{companyName(company)}</span>
            {stars ? (
              <span className="shrink-0 font-medium text-foreground">
                <span aria-hidden>{stars}</span>
                <span className="sr-only">{ratingDescription(rating)}</span>
              </span>
            ) : null}
          </p>
          <h2 className="font-semibold break-words">
            <Link href={href} className="hover:underline">
              {row.title}
            </Link>
          </h2>
        </div>
        {applied ? (
          <Badge variant="success" className="shrink-0">
            <CheckIcon aria-hidden className="size-3" />
            Já candidatado
          </Badge>
        ) : null}
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{row.description}</p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li className="flex items-center gap-1">
          <WalletIcon aria-hidden className="size-4 text-muted-foreground" />
          {payLabel(row)}
        </li>
        <li className="flex items-center gap-1">
          <CalendarIcon aria-hidden className="size-4 text-muted-foreground" />
          Até {formatDay(row.application_deadline)}
        </li>
        <li className="flex items-center gap-1">
          <MapPinIcon aria-hidden className="size-4 text-muted-foreground" />
          {locationLabel(row)}
        </li>
      </ul>
      {reasons ? (
        <p className="mt-2 flex items-center gap-1 text-xs text-primary">
          <SparklesIcon aria-hidden className="size-3.5" />
          {reasons}
        </p>
      ) : null}
    </li>
  );
}
