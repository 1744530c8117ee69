// The wrapper of every administrators' server action: defineAction (input, signed-in user), then
// the administrator role checked against the database (one read of the caller's profile by
// primary key: category 'administrador' and not blocked), never against the access token's
// claim, which can be an hour old. RLS checks the same on every row the action then touches.
import 'server-only';
import type { z } from '@/lib/validation/zod';
import { isActiveAdministrator } from '@/lib/auth/account-status';
import { actionError, type ActionResult } from '@/lib/forms/action-result';
import { defineAction, type ActionContext } from './define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';

export const NOT_AN_ADMINISTRATOR = 'Apenas administradores podem fazer esta alteração.';

export function defineAdminAction<Schema extends z.ZodType, T>(
  schema: Schema,
  handler: (input: z.output<Schema>, context: ActionContext) => Promise<ActionResult<T>>,
): (input: z.input<Schema>) => Promise<ActionResult<T>> {
  return defineAction(schema, async (input, context) => {
    const { data, error } = await context.supabase.from('profiles').select('category, is_blocked').eq('id', context.user.id).maybeSingle();
    if (error) return actionError(dataErrorMessage(error));
    if (!isActiveAdministrator(data)) return actionError(NOT_AN_ADMINISTRATOR);
    return handler(input, context);
  });
}
