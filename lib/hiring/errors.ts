// The pt-BR message of a failed hiring move: the functions of *_hiring_rules.sql refuse in pt-BR
// (42501 not yours, 22023 bad input, 23514 wrong state, 23505 already done, PT404 not found), and
// those reach the person as they are; anything else (a constraint's name, a network failure) gets
// the generic texts of dataErrorMessage.
import type { ErrorLike } from '@/lib/auth/session-errors';
import { dataErrorMessage } from '@/lib/data/data-error-message';

const OUR_CODES = new Set(['42501', '22023', '23514', '23505', 'PT404']);
const RAW_DATABASE_TEXT = /violates|constraint|relation|permission denied|row-level|syntax|invalid input|function .*does not exist/i;

export function hiringErrorMessage(error: ErrorLike): string {
  const message = error?.message?.trim() ?? '';
  if (OUR_CODES.has(error?.code ?? '') && message && !RAW_DATABASE_TEXT.test(message)) return message;
  return dataErrorMessage(error);
}
