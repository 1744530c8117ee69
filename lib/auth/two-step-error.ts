// What the screens of two-step verification say when Auth refuses (docs/product/two-step.md):
// GoTrue's `error_code` turned into pt-BR. A wrong or expired code is the code field's error;
// anything else is a toast. Rate limiting (GoTrue's 429 on /factors/{id}/verify) says to wait.
import { authErrorMessage, type AuthErrorLike } from './auth-error-message';

export const WRONG_CODE = 'Código incorreto. Confira o código atual no aplicativo e tente novamente.';
export const EXPIRED_CODE = 'Esse código expirou. Digite o código que o aplicativo mostra agora.';
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.';
export const NEEDS_SECOND_STEP = 'Confirme o código da verificação em duas etapas antes de continuar.';

export type TwoStepFailure = { field: 'code' | 'friendlyName' | null; message: string };

const BY_CODE: Record<string, TwoStepFailure> = {
  mfa_verification_failed: { field: 'code', message: WRONG_CODE },
  mfa_challenge_expired: { field: 'code', message: EXPIRED_CODE },
  mfa_factor_name_conflict: { field: 'friendlyName', message: 'Você já tem um aplicativo com esse nome. Escolha outro nome.' },
  too_many_enrolled_mfa_factors: {
    field: null,
    message: 'Você chegou ao limite de aplicativos de verificação. Remova um para adicionar outro.',
  },
  mfa_factor_not_found: { field: null, message: 'Esse aplicativo não está mais ligado à sua conta. Atualize a página.' },
  insufficient_aal: { field: null, message: NEEDS_SECOND_STEP },
  mfa_totp_enroll_not_enabled: { field: null, message: 'A verificação em duas etapas está desativada no momento.' },
  mfa_totp_verify_not_enabled: { field: null, message: 'A verificação em duas etapas está desativada no momento.' },
  mfa_ip_address_mismatch: { field: null, message: 'Sua conexão mudou durante a verificação. Tente novamente.' },
  over_request_rate_limit: { field: null, message: TOO_MANY_ATTEMPTS },
};

export function twoStepFailure(error: AuthErrorLike): TwoStepFailure {
  const known = error?.code ? BY_CODE[error.code] : undefined;
  if (known) return known;
  if (error?.status === 429) return { field: null, message: TOO_MANY_ATTEMPTS };
  if (/invalid totp code/i.test(error?.message ?? '')) return { field: 'code', message: WRONG_CODE };
  return { field: null, message: authErrorMessage(error) };
}
