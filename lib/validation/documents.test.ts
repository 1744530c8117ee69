import { documentKind, isValidCnpj, isValidCpf, isValidCpfOrCnpj, normalizeDocument } from './documents';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05'])('%s is valid', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['529.982.247-24', 'wrong second digit'],
    ['529.982.247-15', 'wrong first digit'],
    ['111.111.111-11', 'repeated digits'],
    ['000.000.000-00', 'zeros'],
    ['5299822472', 'too short'],
    ['529982247250', 'too long'],
    ['52998224A25', 'letter'],
    ['', 'empty'],
  ])('%s is invalid (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '45.723.174/0001-10', '12.ABC.345/01DE-35', '12abc34501de35'])('%s is valid', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['11.222.333/0001-82', 'wrong second digit'],
    ['11.222.333/0001-91', 'wrong first digit'],
    ['12.ABC.345/01DE-36', 'alphanumeric with wrong digit'],
    ['12.ABC.345/01DE-3A', 'letter in a check digit'],
    ['00.000.000/0000-00', 'zeros'],
    ['11.222.333/0001-8', 'too short'],
    ['11.222.333/0001-81#', 'stray symbol'],
  ])('%s is invalid (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

describe('documentKind and isValidCpfOrCnpj', () => {
  it('tells CPF from CNPJ by length', () => {
    expect(documentKind('529.982.247-25')).toBe('cpf');
    expect(documentKind('11.222.333/0001-81')).toBe('cnpj');
    expect(documentKind('12.ABC.345/01DE-35')).toBe('cnpj');
    expect(documentKind('123')).toBeNull();
    expect(documentKind('5299822472A')).toBeNull();
  });

  it('validates either', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('529.982.247-24')).toBe(false);
    expect(isValidCpfOrCnpj('1234')).toBe(false);
  });

  it('normalises to uppercase letters and digits', () => {
    expect(normalizeDocument(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
});
