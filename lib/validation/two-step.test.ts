import { factorNameSchema, twoStepCodeSchema } from './two-step';

const codeIssues = (code: unknown) => twoStepCodeSchema.safeParse({ code }).error?.issues.map((i) => i.message);

describe('twoStepCodeSchema', () => {
  it('accepts six digits, written the way apps show them', () => {
    expect(twoStepCodeSchema.parse({ code: '123456' })).toEqual({ code: '123456' });
    expect(twoStepCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(twoStepCodeSchema.parse({ code: '123-456' })).toEqual({ code: '123456' });
  });

  it('says what is missing or wrong in pt-BR', () => {
    expect(codeIssues('')).toEqual(['Informe o código de 6 dígitos do aplicativo.']);
    expect(codeIssues(undefined)).toEqual(['Informe o código de 6 dígitos do aplicativo.']);
    for (const bad of ['12345', '1234567', '12a456', '１２３４５６']) {
      expect({ bad, issues: codeIssues(bad) }).toEqual({ bad, issues: ['O código tem 6 dígitos, só números.'] });
    }
  });
});

describe('factorNameSchema', () => {
  it('trims the name and bounds it', () => {
    expect(factorNameSchema.parse({ friendlyName: '  Celular  ' })).toEqual({ friendlyName: 'Celular' });
    expect(factorNameSchema.safeParse({ friendlyName: '   ' }).error?.issues[0].message).toBe('Dê um nome ao aplicativo.');
    expect(factorNameSchema.safeParse({ friendlyName: 'x'.repeat(41) }).error?.issues[0].message).toBe(
      'O nome deve ter no máximo 40 caracteres.',
    );
  });
});
