import type { Metadata } from 'next';
import { Suspense } from 'react';
import { QuestionsScreen } from '@/components/admin/questions-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { parseListParams, type SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Perguntas de triagem' };

export default function OpportunityQuestionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Screen title="Perguntas de triagem" description="A biblioteca de perguntas que quem contrata adiciona às oportunidades.">
      <Suspense fallback={<PageLoading />}>
        <Content searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Content({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(ROUTES.adminOpportunityQuestions);
  const list = parseListParams(await searchParams, { sorts: ['position'], defaultSort: 'position' });
  return <QuestionsScreen table="opportunity_questions" list={list} pathname={ROUTES.adminOpportunityQuestions} />;
}
