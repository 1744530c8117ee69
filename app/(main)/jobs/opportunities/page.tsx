import { ArrowLeftIcon } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { ApplyForm } from '@/components/jobs/apply-form';
import { WithdrawButton } from '@/components/jobs/application-actions';
import { OpportunityCard } from '@/components/jobs/opportunity-card';
import { OpportunityFilters } from '@/components/jobs/opportunity-filters';
import { OpportunitySummary } from '@/components/jobs/opportunity-summary';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { requirePageAccess } from '@/lib/auth/page-access';
import { CATEGORY_CREATOR } from '@/lib/constants';
import { getOpportunity, searchOpportunities } from '@/lib/data/jobs/opportunities';
import { requestClient } from '@/lib/supabase/server';
import { getContentTypes, getServiceTypes } from '@/lib/data/taxonomies';
import type { Viewer } from '@/lib/data/viewer';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@/lib/jobs/constants';
import { matchReasons } from '@/lib/jobs/display';
import { filtersToQuery, hasFilters, parseFilters } from '@/lib/jobs/filters';
import { ROUTES } from '@/lib/routes';
import { isUuid } from '@/lib/validation/uuid';

export const metadata: Metadata = { title: 'Oportunidades' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function OpportunitiesPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Screen title="Oportunidades" description="Oportunidades abertas de marcas e agências para você se candidatar.">
      <Suspense fallback={<PageLoading />}>
        <Opportunities searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Opportunities({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requirePageAccess(ROUTES.jobsOpportunities);
  const params = await searchParams;
  const id = typeof params.id === 'string' && isUuid(params.id) ? params.id : null;
  const filters = parseFilters(params);
  if (id) return <Detail viewer={viewer} id={id} back={filtersToQuery(filters)} />;
  const [page, serviceTypes, contentTypes] = await Promise.all([
    searchOpportunities(filters, viewer.id),
    getServiceTypes(),
    getContentTypes(),
  ]);
  const query = filtersToQuery(filters);
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
}

async function Detail({ viewer, id, back }: { viewer: Viewer; id: string; back: string }) {
  const supabase = await requestClient();
  const [detail, serviceTypes, contentTypes, mine] = await Promise.all([
    getOpportunity(id),
    getServiceTypes(),
    getContentTypes(),
    supabase.from('applications').select('id, status, discard_reason').eq('opportunity_id', id).eq('creator_id', viewer.id).maybeSingle(),
  ]);
  const backLink = (
    <Link
      href={`${ROUTES.jobsOpportunities}${back ? `?${back}` : ''}`}
      className="flex items-center gap-1 text-sm text-muted-foreground hover:underline"
    >
      <ArrowLeftIcon aria-hidden className="size-4" />
      Voltar para a lista
    </Link>
  );
  if (!detail) {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {backLink}
        <p className="rounded-2xl border border-dashed px-6 py-10 text-center">Oportunidade não encontrada ou não está mais disponível.</p>
      </div>
    );
  }
  const application = mine.data;
  const isCreator = viewer.category === CATEGORY_CREATOR;
  const status = application?.status as ApplicationStatus | undefined;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {backLink}
      <OpportunitySummary detail={detail} serviceTypes={serviceTypes} contentTypes={contentTypes} />
      {isCreator && application && status ? (
        <section className="grid gap-2 rounded-2xl border bg-card p-4 sm:p-6" aria-label="Sua candidatura">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">Sua candidatura</h2>
            <Badge variant={status === 'selected' ? 'success' : status === 'discarded' ? 'secondary' : 'outline'}>
              {APPLICATION_STATUS_LABELS[status]}
            </Badge>
          </div>
          {status === 'discarded' && application.discard_reason ? (
            <p className="text-sm text-muted-foreground">Motivo: {application.discard_reason}</p>
          ) : null}
          {status === 'pending' ? (
            <div className="flex justify-end">
              <WithdrawButton applicationId={application.id} />
            </div>
          ) : null}
        </section>
      ) : null}
      {isCreator && !application && detail.opportunity.status === 'open' ? (
        <ApplyForm opportunityId={id} screening={detail.screening} />
      ) : null}
      {isCreator && !application && detail.opportunity.status !== 'open' ? (
        <p className="rounded-2xl border border-dashed px-6 py-6 text-center text-sm text-muted-foreground">
          Esta oportunidade não está recebendo candidaturas.
        </p>
      ) : null}
      {detail.opportunity.owner_id === viewer.id ? (
        <Link href={`${ROUTES.jobsCandidates}?opportunity=${id}`} className={buttonVariants()}>
          Ver candidatos
        </Link>
      ) : null}
    </div>
  );
}
