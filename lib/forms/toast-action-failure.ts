// The one client-side handler of a failed action (docs/product/messages.md): a pt-BR toast with the action's
// message, or, when the session is gone, a local sign-out and /login with 'Sessão expirada'.
import { toast } from 'sonner';
import { SESSION_EXPIRED, loginPathFor } from '@/lib/auth/login-reason';
import { createClient } from '@/lib/supabase/client';
import type { ActionFailure } from './action-result';

export async function toastActionFailure(failure: ActionFailure, title = 'Não foi possível salvar'): Promise<void> {
  if (failure.sessionExpired) {
    await createClient()
      .auth.signOut({ scope: 'local' })
      .catch(() => undefined);
    window.location.replace(loginPathFor(SESSION_EXPIRED));
    return;
  }
  toast.error(title, { description: failure.error });
}

/** Only paths of this site are followed after an action (no open redirect). */
export function isSafeInternalPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}
