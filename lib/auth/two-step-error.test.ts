import { EXPIRED_CODE, NEEDS_SECOND_STEP, TOO_MANY_ATTEMPTS, WRONG_CODE, twoStepFailure } from './two-step-error';

describe('twoStepFailure', () => {
  it('puts a wrong or expired code under the code field', () => {
    expect(twoStepFailure({ code: 'mfa_verification_failed', message: 'Invalid TOTP code entered', status: 422 })).toEqual({
      field: 'code',
      message: WRONG_CODE,
    });
    expect(twoStepFailure({ message: 'Invalid TOTP code entered', status: 422 })).toEqual({ field: 'code', message: WRONG_CODE });
    expect(twoStepFailure({ code: 'mfa_challenge_expired', status: 422 })).toEqual({ field: 'code', message: EXPIRED_CODE });
  });

  it('says to wait when Auth limits the attempts, with or without a code', () => {
    expect(twoStepFailure({ code: 'over_request_rate_limit', status: 429 })).toEqual({ field: null, message: TOO_MANY_ATTEMPTS });
    expect(twoStepFailure({ message: 'Too many requests', status: 429 })).toEqual({ field: null, message: TOO_MANY_ATTEMPTS });
  });

  it('names a taken app name on its field and the other refusals in a toast', () => {
    expect(twoStepFailure({ code: 'mfa_factor_name_conflict', status: 422 }).field).toBe('friendlyName');
    expect(twoStepFailure({ code: 'insufficient_aal', status: 403 })).toEqual({ field: null, message: NEEDS_SECOND_STEP });
    expect(twoStepFailure({ code: 'too_many_enrolled_mfa_factors', status: 422 }).message).toMatch(/limite/);
  });

  it('falls back to the general Auth messages', () => {
    expect(twoStepFailure({ name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 })).toEqual({
      field: null,
      message: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    });
  });
});
