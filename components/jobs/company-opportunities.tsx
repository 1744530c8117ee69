// "Oportunidades abertas" on a company's public page (issue 10 item 5): the brand's or agency's open
// opportunities, each leading where the viewer can act on it: creators and administrators to its
// detail in /jobs/opportunities, the owner to its candidates. Another hirer has no detail view of
// someone else's opportunity, so for them the titles are plain text.
import { BriefcaseIcon, CalendarIcon, MapPinIcon } from 'lucide-react';
import Link from 'next/link';
import { Empty, ProfileCard } from '@/components/profile/public/public-profile-parts';
import { CATEGORY_HIRER } from '@/lib/constants';
import type { CompanyOpportunity } from '@/lib/queries/opportunities';
import { formatDay, locationLabel, payLabel } from '@/lib/jobs/display';
import { opportunityHref } from '@/lib/jobs/opportunity-href';

export function CompanyOpportunities({
  opportunities,
  viewerCategory,
  isOwn,
}: {
  opportunities: CompanyOpportunity[];
  viewerCategory: string | null;
  isOwn: boolean;
}) {
  const linked = isOwn || viewerCategory !== CATEGORY_HIRER;
  return (
    <ProfileCard title="Oportunidades abertas">
      {opportunities.length === 0 ? (
        <Empty>Nenhuma oportunidade aberta no momento.</Empty>
      ) : (
        <ul className="grid gap-3" aria-label="Oportunidades abertas">
          {opportunities.map((o) => (
            <li key={o.id} className="rounded-xl border p-3">
              <p className="flex items-start gap-2 font-medium break-words">
                <BriefcaseIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                {linked ? (
                  <Link href={opportunityHref(o.id, isOwn ? CATEGORY_HIRER : viewerCategory)} className="min-w-0 hover:underline">
                    {o.title}
                  </Link>
                ) : (
                  <span className="min-w-0">{o.title}</span>
                )}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 pl-6 text-xs text-muted-foreground">
                <span>{payLabel(o)}</span>
                <span className="flex items-center gap-1">
                  <MapPinIcon aria-hidden className="size-3.5" />
                  {locationLabel(o)}
                </span>
                {o.application_deadline ? (
                  <span className="flex items-center gap-1">
                    <CalendarIcon aria-hidden className="size-3.5" />
                    Inscrições até {formatDay(o.application_deadline)}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
