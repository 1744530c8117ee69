import { toast } from 'sonner';
import { settleActionResult } from './use-action-form';
import { toastActionFailure } from './toast-action-failure';

jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));
jest.mock('./toast-action-failure', () => ({ toastActionFailure: jest.fn() }));

const setError = jest.fn();
const fields = ['full_name', 'cpf_cnpj'];

describe('settleActionResult', () => {
  beforeEach(() => jest.clearAllMocks());

  it('puts the messages under the known fields, focusing the first, and shows the failure toast', async () => {
    const failure = {
      ok: false as const,
      error: 'Verifique os campos destacados e tente novamente.',
      fieldErrors: { cpf_cnpj: ['CPF inválido.', 'outro'], full_name: ['Informe seu nome completo.'], advance: ['x'] },
    };
    const onSuccess = jest.fn();
    expect(await settleActionResult(failure, { setError, fields, onSuccess, successToast: 'Salvo.', failureTitle: 'Não deu' })).toBe(false);
    expect(setError.mock.calls).toEqual([
      ['cpf_cnpj', { type: 'server', message: 'CPF inválido.' }, { shouldFocus: true }],
      ['full_name', { type: 'server', message: 'Informe seu nome completo.' }, { shouldFocus: false }],
    ]);
    expect(toastActionFailure).toHaveBeenCalledWith(failure, 'Não deu');
    expect(toast.success).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the success toast, with a description when given, and hands the data on', async () => {
    const onSuccess = jest.fn();
    const ok = { ok: true as const, data: { step: 3 } };
    expect(
      await settleActionResult(ok, { setError, fields, onSuccess, successToast: { title: 'Senha alterada.', description: 'Use a nova.' } }),
    ).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Senha alterada.', { description: 'Use a nova.' });
    expect(onSuccess).toHaveBeenCalledWith({ step: 3 });
    expect(setError).not.toHaveBeenCalled();
    expect(toastActionFailure).not.toHaveBeenCalled();
  });

  it('stays quiet on success without a toast (a wizard step moves on)', async () => {
    await settleActionResult({ ok: true, data: null }, { setError, fields });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
