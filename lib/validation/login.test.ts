import { loginSchema } from './login';

describe('loginSchema', () => {
  it('accepts any non-empty password and normalises the e-mail', () => {
    expect(loginSchema.parse({ email: ' Admin@Exemplo.com.br', password: 'x' })).toEqual({
      email: 'admin@exemplo.com.br',
      password: 'x',
    });
  });

  it('reports pt-BR messages', () => {
    const result = loginSchema.safeParse({ email: 'nao-e-email', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Informe um e-mail válido.'],
      ['password', 'Informe sua senha.'],
    ]);
  });
});
