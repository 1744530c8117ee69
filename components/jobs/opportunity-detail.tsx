'use client';
// The detail of one opportunity in /jobs/opportunities (?id=), read in the browser: everything the
// hirer wrote, and for a creator their application (status, reason, withdraw) or the form to apply;
// its owner gets the way to its candidates.
import { ArrowLeftIcon } from 'lucide-react';
import Link from 'next/link';
import { BrowserRead } from '@/components/layout/browser-read';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import type { Viewer } from '@/lib/auth/viewer';
import { CATEGORY_CREATOR } from '@/lib/constants';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@/lib/jobs/constants';
import { readOwnApplicationTo } from '@/lib/queries/applications';
import { readOpportunity } from '@/lib/queries/opportunities';
import { readContentTypes, readServiceTypes } from '@/lib/queries/taxonomies';
import { ROUTES } from '@/lib/routes';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { WithdrawButton } from './application-actions';
import { ApplyForm } from './apply-form';
import { OpportunitySummary } from './opportunity-summary';

async function readDetail(supabase: TypedSupabaseClient, id: string, viewerId: string) {
  const [detail, serviceTypes, contentTypes, application] = await Promise.all([
    readOpportunity(supabase, id),
    readServiceTypes(supabase),
    readContentTypes(supabase),
    readOwnApplicationTo(supabase, id, viewerId),
  ]);
  return { detail, serviceTypes, contentTypes, application };
}

export function OpportunityDetail({ viewer, id, back }: { viewer: Viewer; id: string; back: string }) {
  const backLink = (
    <Link
      href={`${ROUTES.jobsOpportunities}${back ? `?${back}` : ''}`}
      className="flex items-center gap-1 text-sm text-muted-foreground hover:underline"
    >
      <ArrowLeftIcon aria-hidden className="size-4" />
      Voltar para a lista
    </Link>
  );
  return (
    <BrowserRead
      readKey={`opportunity:${viewer.id}:${id}`}
      read={(supabase) => readDetail(supabase, id, viewer.id)}
      label="jobs-opportunity"
    >
      {({ detail, serviceTypes, contentTypes, application }) => {
        if (!detail) {
          return (
            <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
              {backLink}
              <p className="rounded-2xl border border-dashed px-6 py-10 text-center">
                Oportunidade não encontrada ou não está mais disponível.
              </p>
            </div>
          );
        }
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
      }}
    </BrowserRead>
  );
}
