'use client';
// The questions screen shared by /admin/service-questions (onboarding) and
// /admin/opportunity-questions (the screening library): same table shape, same screen. Read in the
// browser from the URL's list parameters (docs/architecture/page-pattern.md): the page of questions
// and the service types (filter, column and form) together.
import { Badge } from '@/components/ui/badge';
import { ActionButton } from '@/components/admin/action-button';
import { AdminFilters, AdminPagination, AdminTable } from '@/components/admin/admin-table';
import { QuestionFormDialog } from '@/components/admin/question-form';
import { BrowserRead } from '@/components/layout/browser-read';
import { ADMIN_PAGE_SIZE, type ListParams } from '@/lib/admin/list-params';
import type { Paged } from '@/lib/queries/paged';
import { useListParams } from '@/lib/admin/use-list-params';
import { deleteQuestion, moveQuestion, setQuestionActive } from '@/lib/actions/admin/questions';
import { readQuestions, type QuestionRow } from '@/lib/queries/admin-questions';
import { readServiceTypeOptions, type ServiceTypeOption } from '@/lib/queries/admin-taxonomies';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { QUESTION_KIND_LABELS, type QuestionTable } from '@/lib/validation/admin';

type Loaded = { page: Paged<QuestionRow>; types: ServiceTypeOption[] };

async function readQuestionsScreen(supabase: TypedSupabaseClient, table: QuestionTable, list: ListParams): Promise<Loaded> {
  const [page, types] = await Promise.all([readQuestions(supabase, table, list), readServiceTypeOptions(supabase)]);
  return { page, types };
}

export function QuestionsScreen({ table, pathname }: { table: QuestionTable; pathname: string }) {
  const { list, key } = useListParams({ sorts: ['position'], defaultSort: 'position' });
  return (
    <BrowserRead readKey={`${table}:${key}`} read={(supabase) => readQuestionsScreen(supabase, table, list)} label={`admin-${table}`}>
      {(loaded) => <Questions table={table} pathname={pathname} list={list} {...loaded} />}
    </BrowserRead>
  );
}

function Questions({ table, pathname, list, page, types }: { table: QuestionTable; pathname: string; list: ListParams } & Loaded) {
  const { rows, total, error } = page;
  const typeName = new Map(types.map((type) => [type.id, type.name]));
  return (
    <div>
      <div className="mb-4 flex justify-end">
        <QuestionFormDialog table={table} serviceTypes={types} />
      </div>
      <AdminFilters
        list={list}
        searchPlaceholder="Buscar pelo texto"
        fields={[
          {
            kind: 'select',
            name: 'tipo',
            label: 'Tipo de serviço',
            options: [{ value: 'todos', label: 'Todos os serviços' }, ...types.map((t) => ({ value: t.id, label: t.name }))],
          },
          {
            kind: 'select',
            name: 'active',
            label: 'Situação',
            options: [
              { value: 'sim', label: 'Ativas' },
              { value: 'nao', label: 'Inativas' },
            ],
          },
        ]}
      />
      <AdminTable
        label="Perguntas"
        list={list}
        pathname={pathname}
        error={error}
        empty="Nenhuma pergunta encontrada."
        columns={[
          { key: 'position', header: 'Ordem', className: 'w-16' },
          { key: 'text', header: 'Pergunta' },
          { key: 'kind', header: 'Tipo' },
          { key: 'type', header: 'Serviço' },
          { key: 'flags', header: 'Situação' },
        ]}
        rows={rows.map((row) => ({
          id: row.id,
          cells: {
            position: row.position,
            text: <span className="font-medium">{row.text}</span>,
            kind: QUESTION_KIND_LABELS[row.kind],
            type: row.service_type_id ? (typeName.get(row.service_type_id) ?? '—') : 'Todos',
            flags: (
              <span className="flex flex-wrap gap-1">
                {row.active ? <Badge>Ativa</Badge> : <Badge variant="outline">Inativa</Badge>}
                {row.required ? <Badge variant="secondary">Obrigatória</Badge> : null}
              </span>
            ),
          },
          actions: (
            <>
              <ActionButton action={moveQuestion} input={{ table, id: row.id, direction: 'up' }} success="Ordem alterada." label="Subir">
                ↑
              </ActionButton>
              <ActionButton action={moveQuestion} input={{ table, id: row.id, direction: 'down' }} success="Ordem alterada." label="Descer">
                ↓
              </ActionButton>
              <QuestionFormDialog table={table} serviceTypes={types} question={row} />
              <ActionButton
                action={setQuestionActive}
                input={{ table, id: row.id, active: !row.active }}
                success={row.active ? 'Pergunta desativada.' : 'Pergunta ativada.'}
              >
                {row.active ? 'Desativar' : 'Ativar'}
              </ActionButton>
              <ActionButton
                action={deleteQuestion}
                input={{ table, id: row.id }}
                success="Pergunta excluída."
                failureTitle="Não foi possível excluir"
                variant="ghost"
                confirm={{
                  title: 'Excluir a pergunta?',
                  description: 'Perguntas já respondidas não podem ser excluídas: desative-as.',
                  confirmLabel: 'Excluir',
                  destructive: true,
                }}
              >
                Excluir
              </ActionButton>
            </>
          ),
        }))}
      />
      <AdminPagination list={list} pathname={pathname} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </div>
  );
}
