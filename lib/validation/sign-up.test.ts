import { signUpSchema } from './sign-up';

const valid = {
  fullName: '  Maria da Silva ',
  email: ' Maria@Exemplo.com.br ',
  cpfCnpj: '529.982.247-25',
  password: 'segredo123',
  category: 'Quero Oferecer meu serviço',
};

const fieldErrors = (input: Record<string, unknown>) => {
  const result = signUpSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
};

describe('signUpSchema', () => {
  it('accepts valid data and normalises it', () => {
    expect(signUpSchema.parse(valid)).toEqual({
      fullName: 'Maria da Silva',
      email: 'maria@exemplo.com.br',
      cpfCnpj: '52998224725',
      password: 'segredo123',
      category: 'Quero Oferecer meu serviço',
    });
    expect(signUpSchema.parse({ ...valid, cpfCnpj: '12.ABC.345/01DE-35', category: 'Quero Contratar' }).cpfCnpj).toBe('12ABC34501DE35');
  });

  it('requires all five fields with a pt-BR message each', () => {
    expect(fieldErrors({ fullName: '', email: '', cpfCnpj: '', password: '', category: '' })).toEqual({
      fullName: 'Informe seu nome completo.',
      email: 'Informe seu e-mail.',
      cpfCnpj: 'Informe seu CPF ou CNPJ.',
      password: 'Informe uma senha.',
      category: 'Selecione como você quer usar a conta.',
    });
    expect(fieldErrors({})).toEqual({
      fullName: 'Informe seu nome completo.',
      email: 'Informe seu e-mail.',
      cpfCnpj: 'Informe seu CPF ou CNPJ.',
      password: 'Informe uma senha.',
      category: 'Selecione como você quer usar a conta.',
    });
  });

  it('explains each invalid value', () => {
    expect(fieldErrors({ ...valid, fullName: 'Al' })).toEqual({ fullName: 'O nome deve ter pelo menos 3 caracteres.' });
    expect(fieldErrors({ ...valid, email: 'maria@' })).toEqual({ email: 'Informe um e-mail válido.' });
    expect(fieldErrors({ ...valid, cpfCnpj: '529.982.247-24' })).toEqual({ cpfCnpj: 'CPF inválido.' });
    expect(fieldErrors({ ...valid, cpfCnpj: '11.222.333/0001-80' })).toEqual({ cpfCnpj: 'CNPJ inválido.' });
    expect(fieldErrors({ ...valid, cpfCnpj: '1234' })).toEqual({
      cpfCnpj: 'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).',
    });
    expect(fieldErrors({ ...valid, category: 'administrador' })).toEqual({
      category: 'Selecione como você quer usar a conta.',
    });
  });

  it('enforces the password policy', () => {
    expect(fieldErrors({ ...valid, password: 'abc123' })).toEqual({ password: 'A senha deve ter pelo menos 8 caracteres.' });
    expect(fieldErrors({ ...valid, password: '12345678' })).toEqual({ password: 'A senha deve conter pelo menos uma letra.' });
    expect(fieldErrors({ ...valid, password: 'abcdefgh' })).toEqual({ password: 'A senha deve conter pelo menos um número.' });
    expect(fieldErrors({ ...valid, password: `a1${'x'.repeat(71)}` })).toEqual({
      password: 'A senha deve ter no máximo 72 caracteres.',
    });
    expect(fieldErrors({ ...valid, password: 'ação2025x' })).toEqual({});
  });
});
