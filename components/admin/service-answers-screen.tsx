'use client';
// /admin/service-questions2 (docs/product/admin.md): the creators' onboarding answers, filtered by
// question, service type and date, with the CSV export of the same filters. A static document: the
// guard, the page of answers and the filters' options are read in the browser.
import Link from 'next/link';
import { AdminFilters, AdminPagination, AdminTable } from '@/components/admin/admin-table';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { ADMIN_PAGE_SIZE, type ListParams } from '@/lib/admin/list-params';
import { useListParams } from '@/lib/admin/use-list-params';
import { answerText, readAnswers, readQuestionOptions } from '@/lib/queries/admin-questions';
import { readServiceTypeOptions } from '@/lib/queries/admin-taxonomies';
import { ROUTES } from '@/lib/routes';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { formatDate } from '@/lib/format/dates';

async function readAnswersScreen(supabase: TypedSupabaseClient, list: ListParams) {
  const [page, questions, types] = await Promise.all([
    readAnswers(supabase, list),
    readQuestionOptions(supabase),
    readServiceTypeOptions(supabase),
  ]);
  return { page, questions, types };
}

type Loaded = Awaited<ReturnType<typeof readAnswersScreen>>;

export function ServiceAnswersScreen() {
  return <BrowserPage route={ROUTES.adminServiceAnswers}>{() => <Answers />}</BrowserPage>;
}

function Answers() {
  const { list, key } = useListParams({ sorts: ['updated_at'], defaultSort: 'updated_at', defaultDir: 'desc' });
  return (
    <BrowserRead readKey={key} read={(supabase) => readAnswersScreen(supabase, list)} label="admin-service-answers">
      {(loaded) => <AnswersList list={list} {...loaded} />}
    </BrowserRead>
  );
}

function AnswersList({ list, page: { rows, total, error }, questions, types }: { list: ListParams } & Loaded) {
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
            at: formatDate(row.updated_at, 'numericDate'),
          },
        }))}
      />
      <AdminPagination list={list} pathname={ROUTES.adminServiceAnswers} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </div>
  );
}
