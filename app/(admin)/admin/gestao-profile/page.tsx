import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ProfilesScreen } from '@/components/admin/profiles-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { parseListParams, type SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Gestão de criadores' };

export default function CreatorModerationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Screen title="Gestão de criadores" description="Perfis de criadores novos ou alterados recentemente: revise, verifique ou bloqueie.">
      <Suspense fallback={<PageLoading />}>
        <Content searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Content({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(ROUTES.adminCreators);
  const list = parseListParams(await searchParams, {
    sorts: ['name', 'created_at', 'updated_at'],
    defaultSort: 'updated_at',
    defaultDir: 'desc',
  });
  return <ProfilesScreen list={list} pathname={ROUTES.adminCreators} scope="creators" />;
}
