// The pt-BR message of a failed jobs write: the triggers' own pt-BR refusals (23514/42501) as
// they are, constraint names never.
import { dataErrorMessage } from '@/lib/data/data-error-message';
import type { ErrorLike } from '@/lib/auth/session-errors';

export function jobsErrorMessage(error: ErrorLike, duplicate = 'Este registro já existe.'): string {
  if (error?.code === '23505') return duplicate;
  const message = error?.message?.trim() ?? '';
  if (error?.code === '23514' && message && !/violates|constraint|relation/i.test(message)) return message;
  return dataErrorMessage(error);
}
