// The jobs figures of /dashboard, per role (lib/queries/jobs-dashboard.ts), with links to act on them.
import Link from 'next/link';
import type { JobsDashboardFigures } from '@/lib/queries/jobs-dashboard';
import { ROUTES } from '@/lib/routes';

export function DashboardJobsCard({ figures: f }: { figures: JobsDashboardFigures }) {
  const items: { label: string; value: number; href: string }[] =
    f.role === 'creator'
      ? [
          { label: 'Candidaturas pendentes', value: f.pending, href: ROUTES.jobsPending },
          { label: 'Selecionadas', value: f.selected, href: ROUTES.jobsMine },
          { label: 'Não selecionadas', value: f.discarded, href: ROUTES.jobsDiscarded },
          { label: 'Oportunidades abertas', value: f.openOpportunities, href: ROUTES.jobsOpportunities },
        ]
      : f.role === 'hirer'
        ? [
            { label: 'Oportunidades abertas', value: f.openOpportunities, href: ROUTES.jobsMine },
            { label: 'Candidaturas pendentes', value: f.pendingCandidates, href: ROUTES.jobsPending },
            { label: 'Candidaturas novas', value: f.newCandidates, href: ROUTES.jobsCandidates },
            { label: 'Pessoas selecionadas', value: f.selected, href: ROUTES.jobsMyCandidates },
          ]
        : [{ label: 'Oportunidades abertas', value: f.openOpportunities, href: ROUTES.jobsOpportunities }];
  return (
    <section aria-label="Oportunidades" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold">Oportunidades</h2>
      {/* A list of links (a link may not sit between a <dl> and its terms): each reads 'label value'. */}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <li key={item.label} className="flex">
            <Link href={item.href} className="flex-1 rounded-xl border p-3 hover:border-primary/40">
              <span className="block text-xs text-muted-foreground">{item.label}</span>
              <span className="block text-2xl font-bold">{item.value}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
