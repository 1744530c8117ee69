import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Painel' };

export default function DashboardPage() {
  return (
    <Screen title="Painel" description="Um resumo da sua atividade na plataforma: candidaturas, oportunidades e contatos.">
      <Guarded route={ROUTES.dashboard}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
