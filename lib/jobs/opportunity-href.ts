// Where a link to an opportunity leads, by who follows it: its owner (a hirer) to the candidates
// of that opportunity, everyone else to its detail view in the listing.
import { CATEGORY_HIRER } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';

export function opportunityHref(opportunityId: string, viewerCategory: string | null | undefined): string {
  const id = encodeURIComponent(opportunityId);
  return viewerCategory === CATEGORY_HIRER ? `${ROUTES.jobsCandidates}?opportunity=${id}` : `${ROUTES.jobsOpportunities}?id=${id}`;
}
