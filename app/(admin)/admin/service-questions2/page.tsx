import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { AdminFilters, AdminPagination, AdminTable } from '@/components/admin/admin-table';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { ADMIN_PAGE_SIZE, parseListParams, type SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { answerText, listAnswers, listQuestionOptions, listServiceTypeOptions } from '@/lib/data/admin';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Respostas dos criadores' };

const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

export default function ServiceAnswersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Screen
      title="Respostas dos criadores"
      description="As respostas do onboarding: filtre por pergunta, tipo de serviço e data, e exporte em CSV."
    >
      <Suspense fallback={<PageLoading />}>
        <Content searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Content({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(ROUTES.adminServiceAnswers);
  const list = parseListParams(await searchParams, { sorts: ['updated_at'], defaultSort: 'updated_at', defaultDir: 'desc' });
  const [{ rows, total, error }, questions, types] = await Promise.all([
    listAnswers(list),
    listQuestionOptions(),
    listServiceTypeOptions(),
  ]);
  const exportQuery = new URLSearchParams(list.filters).toString();
  return (
    <div>
      <AdminFilters
        list={list}
        withSearch={false}
        fields={[
          {
            kind: 'select',
            name: 'pergunta',
            label: 'Pergunta',
            options: questions.map((q) => ({ value: q.id, label: q.text.length > 60 ? `${q.text.slice(0, 57)}…` : q.text })),
          },
          { kind: 'select', name: 'tipo', label: 'Tipo de serviço', options: types.map((t) => ({ value: t.id, label: t.name })) },
          { kind: 'date', name: 'de', label: 'De' },
          { kind: 'date', name: 'ate', label: 'Até' },
        ]}
      />
      <div className="mb-3 flex justify-end">
        <a
          href={`${ROUTES.adminServiceAnswers}/export${exportQuery ? `?${exportQuery}` : ''}`}
          download
          className="inline-flex h-9 items-center rounded-lg border px-3 text-sm font-medium hover:bg-muted"
        >
          Exportar CSV
        </a>
      </div>
      <AdminTable
        label="Respostas"
        error={error}
        empty="Nenhuma resposta encontrada."
        columns={[
          { key: 'creator', header: 'Quem respondeu' },
          { key: 'question', header: 'Pergunta' },
          { key: 'answer', header: 'Resposta' },
          { key: 'at', header: 'Data', className: 'whitespace-nowrap' },
        ]}
        rows={rows.map((row) => ({
          id: `${row.profile_id}-${row.question_id}`,
          cells: {
            creator: (
              <Link className="font-medium underline-offset-4 hover:underline" href={`${ROUTES.publicProfile}?id=${row.profile_id}`}>
                {row.profile.full_name ?? row.profile.email}
              </Link>
            ),
            question: row.question.text,
            answer: answerText(row.answer),
            at: DATE.format(new Date(row.updated_at)),
          },
        }))}
      />
      <AdminPagination list={list} pathname={ROUTES.adminServiceAnswers} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </div>
  );
}
