'use server';
// The taxonomy lists of the admin area (issue 12 item 2): create, edit, activate/deactivate,
// reorder and delete an entry. Every write goes through the administrator's own client, so RLS
// checks the role again and the audit trigger records who did it. A deletion of an entry in use is
// refused by the database with a pt-BR message saying where it is used.
import { defineAdminAction } from '@/lib/auth/define-admin-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import {
  taxonomyActiveSchema,
  taxonomyEntrySchema,
  taxonomyMoveSchema,
  taxonomyRefSchema,
  type TaxonomyTable,
} from '@/lib/validation/admin';

const DUPLICATE = 'Já existe um item com este nome.';

function writeError(error: { code?: string; message: string }) {
  if (error.code === '23505') return actionError(DUPLICATE, { name: [DUPLICATE] });
  if (error.code === '23503' || error.code === '42501' || error.code === 'P0001') return actionError(error.message);
  return actionError(dataErrorMessage(error));
}

// The tables share name, active and position; the typed client is asked for one of them.
const common = (supabase: TypedSupabaseClient, table: TaxonomyTable) => supabase.from(table as 'content_types');

export const saveTaxonomyEntry = defineAdminAction(taxonomyEntrySchema, async (input, { supabase }) => {
  const base = { name: input.name, active: input.active };
  if (input.id) {
    const { error } =
      input.table === 'service_types'
        ? await supabase
            .from('service_types')
            .update({ ...base, description: input.description || null })
            .eq('id', input.id)
        : await common(supabase, input.table).update(base).eq('id', input.id);
    return error ? writeError(error) : actionOk({ id: input.id });
  }
  if (input.table === 'service_subtypes' && !input.serviceTypeId) return actionError('Escolha o tipo de serviço.');
  const last = await (
    input.table === 'service_subtypes'
      ? supabase.from('service_subtypes').select('position').eq('service_type_id', input.serviceTypeId!)
      : common(supabase, input.table).select('position')
  )
    .order('position', { ascending: false })
    .limit(1);
  const position = (last.data?.[0]?.position ?? 0) + 10;
  const { data, error } =
    input.table === 'service_types'
      ? await supabase
          .from('service_types')
          .insert({ ...base, position, description: input.description || null })
          .select('id')
          .single()
      : input.table === 'service_subtypes'
        ? await supabase
            .from('service_subtypes')
            .insert({ ...base, position, service_type_id: input.serviceTypeId! })
            .select('id')
            .single()
        : await common(supabase, input.table)
            .insert({ ...base, position })
            .select('id')
            .single();
  return error ? writeError(error) : actionOk({ id: data.id });
});

export const setTaxonomyActive = defineAdminAction(taxonomyActiveSchema, async ({ table, id, active }, { supabase }) => {
  const { data, error } = await common(supabase, table).update({ active }).eq('id', id).select('id');
  if (error) return writeError(error);
  return data.length ? actionOk() : actionError('Item não encontrado.');
});

export const deleteTaxonomyEntry = defineAdminAction(taxonomyRefSchema, async ({ table, id }, { supabase }) => {
  const { data, error } = await common(supabase, table).delete().eq('id', id).select('id');
  if (error) return writeError(error);
  return data.length ? actionOk() : actionError('Item não encontrado.');
});

/** Up or down one place among its siblings (the subtypes of one service type, or the whole list). */
export const moveTaxonomyEntry = defineAdminAction(taxonomyMoveSchema, async ({ table, id, direction }, { supabase }) => {
  let siblings: { id: string; position: number }[];
  if (table === 'service_subtypes') {
    const own = await supabase.from('service_subtypes').select('service_type_id').eq('id', id).maybeSingle();
    if (own.error || !own.data) return actionError('Item não encontrado.');
    const list = await supabase
      .from('service_subtypes')
      .select('id, position')
      .eq('service_type_id', own.data.service_type_id)
      .order('position')
      .order('name');
    if (list.error) return writeError(list.error);
    siblings = list.data;
  } else {
    const list = await common(supabase, table).select('id, position').order('position').order('name');
    if (list.error) return writeError(list.error);
    siblings = list.data;
  }
  const moved = reorder(siblings, id, direction);
  if (!moved) return actionOk();
  for (const row of moved) {
    const { error } = await common(supabase, table).update({ position: row.position }).eq('id', row.id);
    if (error) return writeError(error);
  }
  return actionOk();
});

/** The rows whose position changes when `id` moves one place (positions renumbered 10, 20, …). */
function reorder(rows: { id: string; position: number }[], id: string, direction: 'up' | 'down') {
  const index = rows.findIndex((row) => row.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= rows.length) return null;
  const order = [...rows];
  [order[index], order[target]] = [order[target], order[index]];
  return order.map((row, i) => ({ id: row.id, position: (i + 1) * 10 })).filter((row, i) => order[i].position !== row.position);
}
