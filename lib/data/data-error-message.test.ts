import { SESSION_EXPIRED_ACTION_MESSAGE } from '@/lib/forms/action-result';
import { DATA_SAVE_ERROR, dataErrorMessage } from './data-error-message';

describe('dataErrorMessage', () => {
  it("shows our triggers' pt-BR messages as they are", () => {
    const message = 'A categoria não pode ser alterada depois de definida.';
    expect(dataErrorMessage({ code: '42501', message })).toBe(message);
  });
  it('hides English permission errors', () => {
    expect(dataErrorMessage({ code: '42501', message: 'new row violates row-level security policy for table "profiles"' })).toBe(
      'Você não tem permissão para fazer esta alteração.',
    );
  });
  it('maps constraint errors to a generic pt-BR text', () => {
    expect(dataErrorMessage({ code: '23514', message: 'new row violates check constraint "profiles_state_check"' })).toBe(
      'Algum dado informado é inválido. Verifique e tente novamente.',
    );
    expect(dataErrorMessage({ code: '23505', message: 'duplicate key' })).toBe('Este registro já existe.');
  });
  it('recognises an expired session and the network', () => {
    expect(dataErrorMessage({ code: 'PGRST303', message: 'JWT expired' })).toBe(SESSION_EXPIRED_ACTION_MESSAGE);
    expect(dataErrorMessage({ message: 'TypeError: fetch failed' })).toMatch(/conectar ao servidor/);
  });
  it('never echoes unknown database text', () => {
    expect(dataErrorMessage({ code: 'XX000', message: 'internal error at relation 1234' })).toBe(DATA_SAVE_ERROR);
    expect(dataErrorMessage(null)).toBe(DATA_SAVE_ERROR);
  });
});
