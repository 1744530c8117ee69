// The typed wrapper every server action goes through (docs/architecture/overview.md): it parses the input with the
// form's zod schema, loads the signed-in user with getUser() (a round trip to Auth, as a write
// deserves), runs the business logic and always answers an ActionResult. Redirects and other
// Next.js control-flow errors pass through untouched.
import 'server-only';
import { isAuthRetryableFetchError, type User } from '@supabase/supabase-js';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { z } from '@/lib/validation/zod';
import { logError } from '@/lib/observability/error-log';
import { REQUEST_ID_HEADER } from '@/lib/observability/request-id';
import { createClient } from '@/lib/supabase/server';
import {
  INVALID_INPUT_MESSAGE,
  NETWORK_ACTION_MESSAGE,
  UNEXPECTED_ACTION_MESSAGE,
  actionError,
  sessionExpiredFailure,
  type ActionResult,
} from '@/lib/forms/action-result';

export type ActionContext = { supabase: TypedSupabaseClient; user: User };

/** The id the proxy gave this request (none outside a request, as in a unit test). */
async function currentRequestId(): Promise<string | null> {
  try {
    return (await headers()).get(REQUEST_ID_HEADER);
  } catch {
    return null;
  }
}

/**
 * The message of a field whose schema has none of its own (a wrong type, a length without a
 * message): only a hostile client sends such input, and zod's default text is English.
 */
export const FIELD_INVALID_MESSAGE = 'Valor inválido.';

export function defineAction<Schema extends z.ZodType, T>(
  schema: Schema,
  handler: (input: z.output<Schema>, context: ActionContext) => Promise<ActionResult<T>>,
): (input: z.input<Schema>) => Promise<ActionResult<T>> {
  return async (input) => {
    const parsed = schema.safeParse(input, { error: () => FIELD_INVALID_MESSAGE });
    if (!parsed.success) {
      const { fieldErrors } = z.flattenError(parsed.error);
      return actionError(INVALID_INPUT_MESSAGE, fieldErrors as Record<string, string[]>);
    }
    try {
      const supabase = await createClient();
      const { data, error } = await supabase.auth.getUser();
      if (!data.user) {
        // An unreachable Auth server is not a reason to send the user to /login.
        return error && isAuthRetryableFetchError(error) ? actionError(NETWORK_ACTION_MESSAGE) : sessionExpiredFailure();
      }
      return await handler(parsed.data, { supabase, user: data.user });
    } catch (error) {
      unstable_rethrow(error);
      logError({ scope: 'action', error, requestId: await currentRequestId() });
      return actionError(UNEXPECTED_ACTION_MESSAGE);
    }
  };
}
