import { forgotPasswordSchema, resetPasswordSchema } from './password-recovery';

const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('password recovery forms', () => {
  it('asks for a valid e-mail and normalises it', () => {
    expect(forgotPasswordSchema.parse({ email: ' Ana@Exemplo.com ' })).toEqual({ email: 'ana@exemplo.com' });
    expect(errors(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: 'Informe seu e-mail.' });
    expect(errors(forgotPasswordSchema.safeParse({ email: 'ana' }))).toEqual({ email: 'Informe um e-mail válido.' });
  });

  it('applies the sign-up password rules and wants the same password twice', () => {
    expect(resetPasswordSchema.safeParse({ password: 'novaSenha1', confirmPassword: 'novaSenha1' }).success).toBe(true);
    expect(errors(resetPasswordSchema.safeParse({ password: 'abc123', confirmPassword: 'abc123' }))).toEqual({
      password: 'A senha deve ter pelo menos 8 caracteres.',
    });
    expect(errors(resetPasswordSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toEqual({
      password: 'A senha deve conter pelo menos um número.',
    });
    expect(errors(resetPasswordSchema.safeParse({ password: 'novaSenha1', confirmPassword: 'novaSenha2' }))).toEqual({
      confirmPassword: 'As senhas não coincidem.',
    });
    expect(errors(resetPasswordSchema.safeParse({ password: 'novaSenha1', confirmPassword: '' }))).toEqual({
      confirmPassword: 'Repita a nova senha.',
    });
  });
});
