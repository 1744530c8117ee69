'use server';
// /jobs/minhasoportunidades: close, reopen, duplicate (a new draft with the same fields and
// questions) and delete a draft. Only the owner's rows change (RLS and the eq on owner_id).
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { jobsErrorMessage } from '@/lib/data/jobs/errors';
import { actionError, actionOk } from '@/lib/forms/action-result';

const schema = z.object({
  id: z.uuid({ error: 'Oportunidade inválida.' }),
  action: z.enum(['close', 'reopen', 'duplicate', 'delete'], { error: 'Ação inválida.' }),
});

export const manageOpportunity = defineAction(schema, async ({ id, action }, { supabase, user }) => {
  const { data: current, error } = await supabase.from('opportunities').select('*').eq('id', id).eq('owner_id', user.id).maybeSingle();
  if (error) return actionError(jobsErrorMessage(error));
  if (!current) return actionError('Oportunidade não encontrada.');
  if (action === 'close' || action === 'reopen') {
    const status = action === 'close' ? 'closed' : 'open';
    if ((action === 'close' && current.status !== 'open') || (action === 'reopen' && current.status !== 'closed'))
      return actionError(
        action === 'close' ? 'Só oportunidades abertas podem ser encerradas.' : 'Só oportunidades encerradas podem ser reabertas.',
      );
    const { error: e } = await supabase.from('opportunities').update({ status }).eq('id', id);
    return e ? actionError(jobsErrorMessage(e)) : actionOk({ id });
  }
  if (action === 'delete') {
    if (current.status !== 'draft') return actionError('Só rascunhos podem ser excluídos. Encerre a oportunidade.');
    const { error: e } = await supabase.from('opportunities').delete().eq('id', id);
    return e ? actionError(jobsErrorMessage(e)) : actionOk({ id });
  }
  const {
    id: _id,
    status: _s,
    published_at: _p,
    applications_count: _a,
    unviewed_count: _u,
    selected_count: _c,
    search: _q,
    created_at: _t,
    updated_at: _up,
    ...copy
  } = current;
  const title = `${copy.title.slice(0, 70)} (cópia)`.slice(0, 80);
  const { data: created, error: e } = await supabase
    .from('opportunities')
    .insert({ ...copy, title, owner_id: user.id })
    .select('id')
    .single();
  if (e) return actionError(jobsErrorMessage(e));
  const { data: questions } = await supabase
    .from('opportunity_screening')
    .select('question_id, text, kind, options, must_have, position')
    .eq('opportunity_id', id);
  if (questions?.length) {
    const { error: qe } = await supabase.from('opportunity_screening').insert(questions.map((q) => ({ ...q, opportunity_id: created.id })));
    if (qe) return actionError(jobsErrorMessage(qe));
  }
  return actionOk({ id: created.id });
});
