'use client';
// /jobs/opportunities (docs/product/jobs.md), drawn in the browser: the guard, then the listing for
// the URL's filters (a page of the search, the companies, which ones the viewer applied to, the
// option lists), or the detail of ?id=.
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { buttonVariants } from '@/components/ui/button';
import type { Viewer } from '@/lib/auth/viewer';
import { matchReasons } from '@/lib/jobs/display';
import { filtersToQuery, hasFilters, parseFilters, type OpportunityFilters as Filters } from '@/lib/jobs/filters';
import { searchOpportunities } from '@/lib/queries/opportunities';
import { readContentTypes, readServiceTypes } from '@/lib/queries/taxonomies';
import { ROUTES } from '@/lib/routes';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { isUuid } from '@/lib/validation/uuid';
import { OpportunityCard } from '../opportunity-card';
import { OpportunityDetail } from '../opportunity-detail';
import { OpportunityFilters } from '../opportunity-filters';

export function OpportunitiesScreen() {
  return <BrowserPage route={ROUTES.jobsOpportunities}>{(viewer) => <Opportunities viewer={viewer} />}</BrowserPage>;
}

function Opportunities({ viewer }: { viewer: Viewer }) {
  const params = useSearchParams();
  const rawId = params.get('id');
  const id = rawId && isUuid(rawId) ? rawId : null;
  const filters = parseFilters(params);
  if (id) return <OpportunityDetail viewer={viewer} id={id} back={filtersToQuery(filters)} />;
  return <Listing viewer={viewer} filters={filters} />;
}

async function readListing(supabase: TypedSupabaseClient, filters: Filters, viewerId: string) {
  const [page, serviceTypes, contentTypes] = await Promise.all([
    searchOpportunities(supabase, filters, viewerId),
    readServiceTypes(supabase),
    readContentTypes(supabase),
  ]);
  return { page, serviceTypes, contentTypes };
}

function Listing({ viewer, filters }: { viewer: Viewer; filters: Filters }) {
  const query = filtersToQuery(filters);
  return (
    <BrowserRead
      readKey={`opportunities:${viewer.id}:${filtersToQuery(filters, { withCursor: true })}`}
      read={(supabase) => readListing(supabase, filters, viewer.id)}
      label="jobs-opportunities"
    >
      {({ page, serviceTypes, contentTypes }) => {
        const names = (ids: string[], list: { id: string; name: string }[]) =>
          ids.map((x) => list.find((l) => l.id === x)?.name).filter((n): n is string => !!n);
        return (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <OpportunityFilters filters={filters} serviceTypes={serviceTypes} contentTypes={contentTypes} />
            {page.rows.length === 0 ? (
              <p className="rounded-2xl border border-dashed bg-background px-6 py-10 text-center text-sm text-muted-foreground">
                {hasFilters(filters) ? 'Nenhuma oportunidade encontrada com estes filtros.' : 'Nenhuma oportunidade aberta no momento.'}
              </p>
            ) : (
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Resultados">
                {page.rows.map((row) => (
                  <OpportunityCard
                    key={row.id}
                    row={row}
                    query={query}
                    company={page.companies.get(row.owner_id) ?? null}
                    applied={page.applied.has(row.id)}
                    reasons={
                      filters.ordem === 'compativeis'
                        ? matchReasons({
                            service: row.match_service ? (names([row.service_type_id ?? ''], serviceTypes)[0] ?? null) : null,
                            contents: names(row.match_content_ids, contentTypes),
                            state: row.match_state,
                            followers: row.match_followers,
                            company: { average: row.owner_rating, count: row.owner_reviews },
                          })
                        : undefined
                    }
                  />
                ))}
              </ul>
            )}
            <nav aria-label="Paginação" className="flex justify-between">
              {filters.apos ? (
                <Link href={`${ROUTES.jobsOpportunities}${query ? `?${query}` : ''}`} className={buttonVariants({ variant: 'outline' })}>
                  Primeira página
                </Link>
              ) : (
                <span />
              )}
              {page.next ? (
                <Link
                  href={`${ROUTES.jobsOpportunities}?${filtersToQuery({ ...filters, apos: page.next }, { withCursor: true })}`}
                  className={buttonVariants({ variant: 'outline' })}
                >
                  Próxima página
                </Link>
              ) : null}
            </nav>
          </div>
        );
      }}
    </BrowserRead>
  );
}
