// The contents of the role-dependent jobs screens (DOMAIN.md "Jobs"): a creator's applications
// (all, or one status) and a hirer's candidates (one opportunity, or one status across all).
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { listCandidates, listHirerCandidates, listOwnApplications } from '@/lib/data/jobs/applications';
import { getOpportunity, listOwnOpportunities } from '@/lib/data/jobs/opportunities';
import type { Viewer } from '@/lib/data/viewer';
import type { ApplicationStatus } from '@/lib/jobs/constants';
import { ROUTES } from '@/lib/routes';
import { ApplicationList } from './application-list';
import { CandidatePipeline } from './candidate-pipeline';
import { toPipeline } from './to-pipeline';
import { isUuid } from '@/lib/validation/uuid';

export async function CreatorApplications({ viewer, status, empty }: { viewer: Viewer; status?: ApplicationStatus; empty: string }) {
  const applications = await listOwnApplications(viewer.id, status);
  return <ApplicationList applications={applications} empty={empty} />;
}

export async function HirerSlice({ viewer, status }: { viewer: Viewer; status: ApplicationStatus }) {
  const rows = await listHirerCandidates(viewer.id, status);
  return <CandidatePipeline candidates={toPipeline(rows)} showOpportunity />;
}

/** /jobs/candidates for a hirer: the candidates of ?opportunity=, or the list to choose one. */
export async function HirerCandidates({ viewer, opportunityId }: { viewer: Viewer; opportunityId: string | undefined }) {
  if (!opportunityId || !isUuid(opportunityId)) {
    const own = (await listOwnOpportunities(viewer.id)).filter((o) => o.status !== 'draft');
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
  const [detail, rows] = await Promise.all([getOpportunity(opportunityId), listCandidates(opportunityId)]);
  if (!detail || detail.opportunity.owner_id !== viewer.id) {
    return <p className="rounded-2xl border border-dashed px-6 py-10 text-center text-sm">Oportunidade não encontrada.</p>;
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-col gap-2 rounded-2xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">Candidatos de</p>
          <h2 className="text-lg font-semibold break-words">{detail.opportunity.title}</h2>
        </div>
        <div className="flex gap-2">
          <Link href={`${ROUTES.jobsOpportunities}?id=${opportunityId}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Ver oportunidade
          </Link>
          <Link href={`${ROUTES.jobsEdit}/${opportunityId}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Editar
          </Link>
        </div>
      </div>
      <CandidatePipeline candidates={toPipeline(rows, detail.screening)} />
    </div>
  );
}
