'use client';
// The contents of the role-dependent jobs screens (DOMAIN.md "Jobs"), read in the browser under RLS:
// a creator's applications (all, or one status) and a hirer's candidates (one opportunity, or one
// status across all). Each screen's file holds its guard (<BrowserPage>) and renders one of these.
import Link from 'next/link';
import { BrowserRead } from '@/components/layout/browser-read';
import { buttonVariants } from '@/components/ui/button';
import type { Viewer } from '@/lib/auth/viewer';
import type { ApplicationStatus } from '@/lib/jobs/constants';
import { readCandidates, readHirerCandidates, readOwnApplications } from '@/lib/queries/applications';
import { readOpportunity, readOwnOpportunities, type Opportunity } from '@/lib/queries/opportunities';
import { ROUTES } from '@/lib/routes';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { ApplicationList } from './application-list';
import { CandidatePipeline } from './candidate-pipeline';
import { OwnOpportunityList } from './own-opportunity-list';
import { toPipeline } from './to-pipeline';
import { isUuid } from '@/lib/validation/uuid';

export function CreatorApplications({ viewer, status, empty }: { viewer: Viewer; status?: ApplicationStatus; empty: string }) {
  return (
    <BrowserRead
      readKey={`own-applications:${viewer.id}:${status ?? ''}`}
      read={(supabase) => readOwnApplications(supabase, viewer.id, status)}
      label="jobs-applications"
    >
      {(applications) => <ApplicationList applications={applications} empty={empty} />}
    </BrowserRead>
  );
}

export function HirerSlice({ viewer, status }: { viewer: Viewer; status: ApplicationStatus }) {
  return (
    <BrowserRead
      readKey={`hirer-candidates:${viewer.id}:${status}`}
      read={(supabase) => readHirerCandidates(supabase, viewer.id, status)}
      label="jobs-candidates"
    >
      {(rows) => <CandidatePipeline candidates={toPipeline(rows)} showOpportunity />}
    </BrowserRead>
  );
}

/** /jobs/minhasoportunidades for a hirer: every own opportunity, by status. */
export function HirerOpportunities({ viewer }: { viewer: Viewer }) {
  return (
    <BrowserRead
      readKey={`own-opportunities:${viewer.id}`}
      read={(supabase) => readOwnOpportunities(supabase, viewer.id)}
      label="jobs-mine"
    >
      {(opportunities) => <OwnOpportunityList opportunities={opportunities} />}
    </BrowserRead>
  );
}

async function readOwnPublished(supabase: TypedSupabaseClient, ownerId: string): Promise<Opportunity[]> {
  return (await readOwnOpportunities(supabase, ownerId)).filter((o) => o.status !== 'draft');
}

async function readOpportunityCandidates(supabase: TypedSupabaseClient, opportunityId: string) {
  const [detail, rows] = await Promise.all([readOpportunity(supabase, opportunityId), readCandidates(supabase, opportunityId)]);
  return { detail, rows };
}

/** /jobs/candidates for a hirer: the candidates of ?opportunity=, or the list to choose one. */
export function HirerCandidates({ viewer, opportunityId }: { viewer: Viewer; opportunityId: string | null }) {
  if (!opportunityId || !isUuid(opportunityId)) {
    return (
      <BrowserRead
        readKey={`own-published:${viewer.id}`}
        read={(supabase) => readOwnPublished(supabase, viewer.id)}
        label="jobs-candidates"
      >
        {(own) => <ChooseOpportunity own={own} />}
      </BrowserRead>
    );
  }
  return (
    <BrowserRead
      readKey={`opportunity-candidates:${opportunityId}`}
      read={(supabase) => readOpportunityCandidates(supabase, opportunityId)}
      label="jobs-candidates"
    >
      {({ detail, rows }) =>
        !detail || detail.opportunity.owner_id !== viewer.id ? (
          <p className="rounded-2xl border border-dashed px-6 py-10 text-center text-sm">Oportunidade não encontrada.</p>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <div className="flex flex-col gap-2 rounded-2xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="text-xs text-muted-foreground">Candidatos de</p>
                <h2 className="text-lg font-semibold break-words">{detail.opportunity.title}</h2>
              </div>
              <div className="flex gap-2">
                <Link
                  href={`${ROUTES.jobsOpportunities}?id=${opportunityId}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  Ver oportunidade
                </Link>
                <Link href={`${ROUTES.jobsEdit}/${opportunityId}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  Editar
                </Link>
              </div>
            </div>
            <CandidatePipeline candidates={toPipeline(rows, detail.screening)} />
          </div>
        )
      }
    </BrowserRead>
  );
}

function ChooseOpportunity({ own }: { own: Opportunity[] }) {
  if (own.length === 0)
    return (
      <p className="rounded-2xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
        Você ainda não publicou oportunidades.
      </p>
    );
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <p className="text-sm text-muted-foreground">Escolha uma oportunidade para ver as candidaturas.</p>
      <ul className="grid gap-2">
        {own.map((o) => (
          <li key={o.id}>
            <Link
              href={`${ROUTES.jobsCandidates}?opportunity=${o.id}`}
              className="flex items-center justify-between gap-2 rounded-xl border bg-card p-4 hover:border-primary/40"
            >
              <span className="font-medium break-words">{o.title}</span>
              <span className="shrink-0 text-sm text-muted-foreground">
                {o.applications_count} candidato(s){o.unviewed_count ? ` · ${o.unviewed_count} novo(s)` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
