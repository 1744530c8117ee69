'use server';
// An administrator resolves a dispute (/admin/contratos): the contract is concluded or cancelled,
// with a reason. The database does it in one transaction (public.admin_resolve_dispute): the
// contract's state and timeline, the admin_audit row ('dispute_resolved') and both parties'
// notifications; it refuses in pt-BR (not an administrator, not in dispute, not found).
import { defineAdminAction } from '@/lib/auth/define-admin-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { hiringErrorMessage } from '@/lib/hiring/errors';
import { resolveDisputeSchema } from '@/lib/validation/hiring-moderation';

export const resolveDispute = defineAdminAction(resolveDisputeSchema, async ({ contractId, outcome, reason }, { supabase }) => {
  const { error } = await supabase.rpc('admin_resolve_dispute', { contract: contractId, outcome, reason });
  if (error) return actionError(hiringErrorMessage(error));
  return actionOk();
});
