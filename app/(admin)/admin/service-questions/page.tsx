import type { Metadata } from 'next';
import { Suspense } from 'react';
import { QuestionsScreen } from '@/components/admin/questions-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { parseListParams, type SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Perguntas do onboarding' };

export default function ServiceQuestionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Screen title="Perguntas do onboarding" description="As perguntas que os criadores respondem ao concluir o cadastro.">
      <Suspense fallback={<PageLoading />}>
        <Content searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Content({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(ROUTES.adminServiceQuestions);
  const list = parseListParams(await searchParams, { sorts: ['position'], defaultSort: 'position' });
  return <QuestionsScreen table="service_questions" list={list} pathname={ROUTES.adminServiceQuestions} />;
}
