import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Painel' };

export default async function DashboardPage() {
  await requirePageAccess(ROUTES.dashboard);
  return (
    <Screen title="Painel" description="Um resumo da sua atividade na plataforma: candidaturas, oportunidades e contatos.">
      <ComingSoon />
    </Screen>
  );
}
