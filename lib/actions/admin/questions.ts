'use server';
// Onboarding questions and the screening library (issue 12 item 3): one pair of tables with the
// same shape, edited by the same screen.
import { defineAdminAction } from '@/lib/auth/define-admin-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { questionMoveSchema, questionRefSchema, questionSchema, splitOptions, type QuestionTable } from '@/lib/validation/admin';
import { z } from '@/lib/validation/zod';

const from = (supabase: TypedSupabaseClient, table: QuestionTable) => supabase.from(table as 'service_questions');

function writeError(error: { code?: string; message: string }) {
  if (['23503', '42501', 'P0001', '23514'].includes(error.code ?? ''))
    return actionError(error.code === '23514' ? 'Verifique as opções da pergunta.' : error.message);
  return actionError(dataErrorMessage(error));
}

export const saveQuestion = defineAdminAction(questionSchema, async (input, { supabase }) => {
  const choice = input.kind === 'single' || input.kind === 'multiple';
  const row = {
    text: input.text,
    kind: input.kind,
    options: choice ? splitOptions(input.options) : [],
    required: input.required,
    active: input.active,
    service_type_id: input.serviceTypeId || null,
  };
  if (input.id) {
    const { error } = await from(supabase, input.table).update(row).eq('id', input.id);
    return error ? writeError(error) : actionOk({ id: input.id });
  }
  const last = await from(supabase, input.table).select('position').order('position', { ascending: false }).limit(1);
  const { data, error } = await from(supabase, input.table)
    .insert({ ...row, position: (last.data?.[0]?.position ?? 0) + 10 })
    .select('id')
    .single();
  return error ? writeError(error) : actionOk({ id: data.id });
});

export const setQuestionActive = defineAdminAction(
  questionRefSchema.extend({ active: z.boolean() }),
  async ({ table, id, active }, { supabase }) => {
    const { data, error } = await from(supabase, table).update({ active }).eq('id', id).select('id');
    if (error) return writeError(error);
    return data.length ? actionOk() : actionError('Pergunta não encontrada.');
  },
);

export const deleteQuestion = defineAdminAction(questionRefSchema, async ({ table, id }, { supabase }) => {
  const { data, error } = await from(supabase, table).delete().eq('id', id).select('id');
  if (error) return writeError(error);
  return data.length ? actionOk() : actionError('Pergunta não encontrada.');
});

export const moveQuestion = defineAdminAction(questionMoveSchema, async ({ table, id, direction }, { supabase }) => {
  const list = await from(supabase, table).select('id, position').order('position').order('text');
  if (list.error) return writeError(list.error);
  const rows = list.data;
  const index = rows.findIndex((row) => row.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= rows.length) return actionOk();
  [rows[index], rows[target]] = [rows[target], rows[index]];
  for (const [i, row] of rows.entries()) {
    if (row.position === (i + 1) * 10) continue;
    const { error } = await from(supabase, table)
      .update({ position: (i + 1) * 10 })
      .eq('id', row.id);
    if (error) return writeError(error);
  }
  return actionOk();
});
