import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { HiringStats } from '@/components/dashboard/hiring-stats';
import { Panel, Stat } from '@/components/dashboard/stat';
import { WeekChart } from '@/components/dashboard/week-chart';
import { DashboardJobsCard } from '@/components/jobs/dashboard-jobs-card';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { Progress } from '@/components/ui/progress';
import { buttonVariants } from '@/components/ui/button';
import { requirePageAccess } from '@/lib/auth/page-access';
import { CATEGORY_ADMIN, CATEGORY_CREATOR } from '@/lib/constants';
import { getAdminFigures, getCreatorFigures, getHirerFigures } from '@/lib/data/dashboard';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Painel' };

export default function DashboardPage() {
  return (
    <Screen title="Painel" description="Os seus números na plataforma.">
      <Suspense fallback={<PageLoading />}>
        <Dashboard />
      </Suspense>
    </Screen>
  );
}

async function Dashboard() {
  const viewer = await requirePageAccess(ROUTES.dashboard);
  if (viewer.category === CATEGORY_ADMIN) return <AdminDashboard />;
  if (viewer.category === CATEGORY_CREATOR) return <CreatorDashboard profileId={viewer.id} />;
  return <HirerDashboard profileId={viewer.id} />;
}

const LABELS: Record<string, string> = {
  'Quero Oferecer meu serviço': 'Criadores',
  'Quero Contratar': 'Empresas',
  administrador: 'Administradores',
  'sem categoria': 'Sem categoria',
};

async function CreatorDashboard({ profileId }: { profileId: string }) {
  const { completeness, views, counts, hiring } = await getCreatorFigures(profileId);
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
      <DashboardJobsCard />
    </div>
  );
}

async function HirerDashboard({ profileId }: { profileId: string }) {
  const { views, counts, hiring } = await getHirerFigures(profileId);
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label="Seguidores" value={counts.followers_count} />
        <Stat label="Seguindo" value={counts.following_count} />
        <Stat label="Visualizações do perfil" value={views} hint="nos últimos 30 dias" />
        <Stat label="Publicações" value={counts.posts_count} />
      </div>
      <HiringStats figures={hiring} profileId={profileId} />
      <DashboardJobsCard />
      <Panel title="Encontre criadores">
        <p className="text-sm text-muted-foreground">Busque por tipo de serviço, conteúdo, cidade, seguidores e preço.</p>
        <Link href={`${ROUTES.network}?tab=criadores`} className={`${buttonVariants({ size: 'sm' })} mt-3`}>
          Encontrar criadores
        </Link>
      </Panel>
    </div>
  );
}

async function AdminDashboard() {
  const { byCategory, signups, posts } = await getAdminFigures();
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
      <DashboardJobsCard />
    </div>
  );
}
