// Turns a Data API (PostgREST) error into the pt-BR text of a toast. Our own triggers raise
// pt-BR messages with SQLSTATE 42501 ('A categoria não pode ser alterada...'); those are shown as
// they are. Everything else gets a stable, generic text: raw database errors never reach users.
import { isRejectedTokenError, type ErrorLike } from '@/lib/auth/session-errors';
import { NETWORK_ACTION_MESSAGE, SESSION_EXPIRED_ACTION_MESSAGE } from '@/lib/forms/action-result';

const PERMISSION = 'Você não tem permissão para fazer esta alteração.';
const INVALID = 'Algum dado informado é inválido. Verifique e tente novamente.';
const DUPLICATE = 'Este registro já existe.';
export const DATA_SAVE_ERROR = 'Não foi possível salvar. Tente novamente.';

const ENGLISH_PERMISSION = /row-level security|permission denied|insufficient privilege/i;

export function dataErrorMessage(error: ErrorLike): string {
  if (!error) return DATA_SAVE_ERROR;
  if (isRejectedTokenError(error)) return SESSION_EXPIRED_ACTION_MESSAGE;
  const message = error.message?.trim() ?? '';
  switch (error.code) {
    case '42501':
      return message && !ENGLISH_PERMISSION.test(message) ? message : PERMISSION;
    case '23514':
    case '23502':
    case '22P02':
    case '22001':
      return INVALID;
    case '23505':
      return DUPLICATE;
  }
  if (/failed to fetch|fetch failed|network ?error|econnrefused|aborted|timeout/i.test(message)) return NETWORK_ACTION_MESSAGE;
  return DATA_SAVE_ERROR;
}
