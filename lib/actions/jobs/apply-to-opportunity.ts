'use server';
// "Candidatar-se": one application per creator and opportunity (unique in the database, so a
// double click creates one row); the database refuses closed, draft, expired and own ones and
// checks the must-have answers.
import { defineAction } from '@/lib/auth/define-action';
import { jobsErrorMessage } from '@/lib/data/jobs/errors';
import { INVALID_INPUT_MESSAGE, actionError, actionOk } from '@/lib/forms/action-result';
import { applicationSchema } from '@/lib/validation/jobs';

export const applyToOpportunity = defineAction(applicationSchema, async (input, { supabase, user }) => {
  const { data: opportunity } = await supabase
    .from('opportunities')
    .select('id, owner_id, status')
    .eq('id', input.opportunityId)
    .maybeSingle();
  if (!opportunity || opportunity.status !== 'open') return actionError('Esta oportunidade não está aberta para candidaturas.');
  if (opportunity.owner_id === user.id) return actionError('Você não pode se candidatar à sua própria oportunidade.');
  const { data: screening } = await supabase
    .from('opportunity_screening')
    .select('id, must_have')
    .eq('opportunity_id', input.opportunityId);
  const known = new Set((screening ?? []).map((s) => s.id));
  const answers = Object.fromEntries(Object.entries(input.answers).filter(([id]) => known.has(id)));
  const missing = (screening ?? []).filter((s) => {
    const a = answers[s.id];
    return s.must_have && (a === undefined || (Array.isArray(a) ? a.length === 0 : a.trim() === ''));
  });
  if (missing.length) {
    return actionError(
      INVALID_INPUT_MESSAGE,
      Object.fromEntries(missing.map((s) => [`answers.${s.id}`, ['Responda esta pergunta obrigatória.']])),
    );
  }
  const { error } = await supabase.from('applications').insert({
    opportunity_id: input.opportunityId,
    creator_id: user.id,
    pitch: input.pitch,
    proposed_price: input.proposedPrice,
    delivery_days: input.deliveryDays,
    answers,
  });
  if (error) return actionError(jobsErrorMessage(error, 'Você já se candidatou a esta oportunidade.'));
  return actionOk({ opportunityId: input.opportunityId });
});
