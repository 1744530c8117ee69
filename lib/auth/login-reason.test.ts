import { LOGIN_REASONS, isLoginReason, loginPathFor, readLoginReason } from './login-reason';

describe('login reasons', () => {
  it('builds the /login URL with a known code only', () => {
    expect(loginPathFor('sessao-expirada')).toBe('/login?motivo=sessao-expirada');
  });
  it('reads known codes and refuses anything else', () => {
    expect(readLoginReason('?motivo=sessao-expirada')).toBe('sessao-expirada');
    expect(readLoginReason(new URLSearchParams('motivo=sessao-expirada&x=1'))).toBe('sessao-expirada');
    expect(readLoginReason('?motivo=Invalid%20Refresh%20Token')).toBeNull();
    expect(readLoginReason('?motivo=toString')).toBeNull();
    expect(readLoginReason('?motivo=__proto__')).toBeNull();
    expect(readLoginReason('')).toBeNull();
    expect(isLoginReason(undefined)).toBe(false);
  });
  it("holds the spec's exact toast text", () => {
    expect(LOGIN_REASONS['sessao-expirada']).toEqual({ title: 'Sessão expirada', description: 'Por favor, faça login novamente.' });
  });
  it('has a reason for an account blocked while signed in', () => {
    expect(loginPathFor('conta-bloqueada')).toBe('/login?motivo=conta-bloqueada');
    expect(LOGIN_REASONS['conta-bloqueada'].title).toMatch(/^Sua conta está bloqueada/);
  });
});
