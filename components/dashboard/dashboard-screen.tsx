'use client';
// /dashboard: the person's numbers, per category (a creator's profile completeness, views,
// followers, contracts and applications; a hirer's opportunities and candidates; the platform's
// numbers for administrators). A static document: the guard and every figure are read here, in
// the browser, under RLS, together.
import Link from 'next/link';
import { DashboardJobsCard } from '@/components/jobs/dashboard-jobs-card';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { Viewer } from '@/lib/auth/viewer';
import { CATEGORY_ADMIN, CATEGORY_CREATOR } from '@/lib/constants';
import { readAdminFigures, readCreatorFigures, readHirerFigures } from '@/lib/queries/dashboard';
import { readJobsDashboardFigures, type JobsDashboardFigures } from '@/lib/queries/jobs-dashboard';
import { ROUTES } from '@/lib/routes';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { HiringStats } from './hiring-stats';
import { Panel, Stat } from './stat';
import { WeekChart } from './week-chart';

type Figures =
  | { kind: 'admin'; figures: Awaited<ReturnType<typeof readAdminFigures>> }
  | { kind: 'creator'; figures: Awaited<ReturnType<typeof readCreatorFigures>> }
  | { kind: 'hirer'; figures: Awaited<ReturnType<typeof readHirerFigures>> };

async function readRoleFigures(supabase: TypedSupabaseClient, viewer: Viewer): Promise<Figures> {
  if (viewer.category === CATEGORY_ADMIN) return { kind: 'admin', figures: await readAdminFigures(supabase) };
  if (viewer.category === CATEGORY_CREATOR) return { kind: 'creator', figures: await readCreatorFigures(supabase, viewer.id) };
  return { kind: 'hirer', figures: await readHirerFigures(supabase, viewer.id) };
}

async function readDashboard(supabase: TypedSupabaseClient, viewer: Viewer) {
  const [role, jobs] = await Promise.all([readRoleFigures(supabase, viewer), readJobsDashboardFigures(supabase, viewer)]);
  return { role, jobs };
}

export function DashboardScreen() {
  return (
    <BrowserPage route={ROUTES.dashboard}>
      {(viewer) => (
        <BrowserRead readKey={`${viewer.id}:${viewer.category}`} read={(supabase) => readDashboard(supabase, viewer)} label="dashboard">
          {({ role, jobs }) =>
            role.kind === 'admin' ? (
              <AdminDashboard figures={role.figures} jobs={jobs} />
            ) : role.kind === 'creator' ? (
              <CreatorDashboard figures={role.figures} jobs={jobs} profileId={viewer.id} />
            ) : (
              <HirerDashboard figures={role.figures} jobs={jobs} profileId={viewer.id} />
            )
          }
        </BrowserRead>
      )}
    </BrowserPage>
  );
}

const LABELS: Record<string, string> = {
  'Quero Oferecer meu serviço': 'Criadores',
  'Quero Contratar': 'Empresas',
  administrador: 'Administradores',
  'sem categoria': 'Sem categoria',
};

function CreatorDashboard({
  figures: { completeness, views, counts, hiring },
  jobs,
  profileId,
}: {
  figures: Awaited<ReturnType<typeof readCreatorFigures>>;
  jobs: JobsDashboardFigures;
  profileId: string;
}) {
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label="Perfil completo" value={`${completeness.percent}%`} />
        <Stat label="Visualizações do perfil" value={views} hint="nos últimos 30 dias" />
        <Stat label="Seguidores" value={counts.followers_count} />
        <Stat label="Publicações" value={counts.posts_count} />
      </div>
      <HiringStats figures={hiring} profileId={profileId} />
      <Panel title="Complete seu perfil">
        <Progress value={completeness.percent} aria-label="Perfil completo" />
        {completeness.missing.length ? (
          <>
            <p className="mt-3 text-sm text-muted-foreground">Falta preencher:</p>
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {completeness.missing.map((m) => (
                <li key={m} className="rounded-full bg-muted px-3 py-1">
                  {m}
                </li>
              ))}
            </ul>
            <Link href={ROUTES.profileEditor} className={`${buttonVariants({ variant: 'outline', size: 'sm' })} mt-3`}>
              Editar perfil
            </Link>
          </>
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">Seu perfil está completo.</p>
        )}
      </Panel>
      <DashboardJobsCard figures={jobs} />
    </div>
  );
}

function HirerDashboard({
  figures: { views, counts, hiring },
  jobs,
  profileId,
}: {
  figures: Awaited<ReturnType<typeof readHirerFigures>>;
  jobs: JobsDashboardFigures;
  profileId: string;
}) {
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label="Seguidores" value={counts.followers_count} />
        <Stat label="Seguindo" value={counts.following_count} />
        <Stat label="Visualizações do perfil" value={views} hint="nos últimos 30 dias" />
        <Stat label="Publicações" value={counts.posts_count} />
      </div>
      <HiringStats figures={hiring} profileId={profileId} />
      <DashboardJobsCard figures={jobs} />
      <Panel title="Encontre criadores">
        <p className="text-sm text-muted-foreground">Busque por tipo de serviço, conteúdo, cidade, seguidores e preço.</p>
        <Link href={`${ROUTES.network}?tab=criadores`} className={`${buttonVariants({ size: 'sm' })} mt-3`}>
          Encontrar criadores
        </Link>
      </Panel>
    </div>
  );
}

function AdminDashboard({
  figures: { byCategory, signups, posts },
  jobs,
}: {
  figures: Awaited<ReturnType<typeof readAdminFigures>>;
  jobs: JobsDashboardFigures;
}) {
  const total = byCategory.reduce((sum, row) => sum + row.total, 0);
  const recent = signups.reduce((sum, row) => sum + row.total, 0);
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label="Usuários" value={total} />
        <Stat label="Cadastros" value={recent} hint="nas últimas 12 semanas" />
        <Stat label="Publicações" value={posts} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Panel title="Usuários por categoria">
          <ul className="grid gap-2 text-sm">
            {byCategory.map((row) => (
              <li key={row.category} className="flex justify-between gap-2">
                <span>{LABELS[row.category] ?? row.category}</span>
                <strong>{row.total}</strong>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Cadastros por semana" className="lg:col-span-2">
          <WeekChart title="Cadastros por semana (últimas 12 semanas)" points={signups} />
        </Panel>
      </div>
      <DashboardJobsCard figures={jobs} />
    </div>
  );
}
