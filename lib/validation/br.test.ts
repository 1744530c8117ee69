import {
  MAX_PRICE_CENTS,
  formatCents,
  isValidCep,
  isValidInstagramHandle,
  isValidPhone,
  isValidUf,
  normalizeCep,
  normalizeInstagramUrl,
  normalizePhone,
  normalizeUf,
  parseBrlToCents,
  UF_NAMES,
} from './br';

describe('UF', () => {
  it('knows the 27 units and nothing else', () => {
    expect(Object.keys(UF_NAMES)).toHaveLength(27);
    expect(isValidUf('SP')).toBe(true);
    expect(isValidUf('DF')).toBe(true);
    for (const bad of ['sp', 'XX', '', 'S', 'toString', 'constructor']) expect(isValidUf(bad)).toBe(false);
  });

  it('normalises case and spaces', () => {
    expect(normalizeUf(' rj ')).toBe('RJ');
  });
});

describe('CEP', () => {
  it.each(['01310-100', '01310100', '20040-002', ' 70.040-010 '])('accepts %p', (cep) => {
    expect(isValidCep(cep)).toBe(true);
  });

  it.each(['', '0131010', '013101000', '00000-000', '01310-10a', 'abcde-fgh'])('refuses %p', (cep) => {
    expect(isValidCep(cep)).toBe(false);
  });

  it('stores digits only', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
  });
});

describe('telephone', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['11987654321', '11987654321'],
    ['(11) 3333-4444', '1133334444'],
    ['+55 (21) 99888-7777', '21998887777'],
    ['55 21 99888-7777', '21998887777'],
    ['0 21 3232-1010', '2132321010'],
  ])('accepts %p as %p', (input, stored) => {
    expect(isValidPhone(input)).toBe(true);
    expect(normalizePhone(input)).toBe(stored);
  });

  it.each([
    ['', 'empty'],
    ['98765-4321', 'no DDD'],
    ['(10) 98765-4321', 'DDD 10 does not exist'],
    ['(20) 3333-4444', 'DDD 20 does not exist'],
    ['(11) 8765-43210', 'mobile without the leading 9'],
    ['(11) 1333-4444', 'landline starting with 1'],
    ['(11) 98765-432', 'too short'],
    ['(11) 98765-43210', 'too long'],
    ['tel 11987654321', 'letters'],
  ])('refuses %p (%s)', (input) => {
    expect(isValidPhone(input)).toBe(false);
  });
});

describe('Instagram', () => {
  it.each([
    ['@flordelis', 'https://instagram.com/flordelis'],
    ['flor.de_lis', 'https://instagram.com/flor.de_lis'],
    ['instagram.com/FlorDeLis', 'https://instagram.com/flordelis'],
    ['https://www.instagram.com/flordelis/', 'https://instagram.com/flordelis'],
    ['https://instagram.com/flordelis?hl=pt-br', 'https://instagram.com/flordelis'],
    ['http://m.instagram.com/flordelis', 'https://instagram.com/flordelis'],
    ['https://instagr.am/flordelis', 'https://instagram.com/flordelis'],
  ])('%p → %p', (input, url) => {
    expect(normalizeInstagramUrl(input)).toBe(url);
  });

  it.each([
    '',
    '@',
    'flor de lis',
    '.flor',
    'flor.',
    'flor..lis',
    'a'.repeat(31),
    'https://instagram.com/p/Cx1',
    'https://instagram.com/explore',
    'https://facebook.com/flordelis',
    'https://instagram.com/flor/lis',
    'instagram.com.evil.test/flordelis',
    'floração',
  ])('refuses %p', (input) => {
    expect(normalizeInstagramUrl(input)).toBeNull();
  });

  it('checks handles', () => {
    expect(isValidInstagramHandle('a')).toBe(true);
    expect(isValidInstagramHandle('a'.repeat(30))).toBe(true);
    expect(isValidInstagramHandle('reels')).toBe(false);
  });
});

describe('amounts in reais', () => {
  it.each([
    ['800', 80000],
    ['800,00', 80000],
    ['1.500', 150000],
    ['1.500,00', 150000],
    ['R$ 1.500,50', 150050],
    ['80,5', 8050],
    ['1500.75', 150075],
    ['0', 0],
    ['1.000.000,00', MAX_PRICE_CENTS],
  ])('%p → %p cents', (input, cents) => {
    expect(parseBrlToCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '-10', '10,505', '1,500.00', ',50'])('refuses %p', (input) => {
    expect(parseBrlToCents(input)).toBeNull();
  });

  it('formats cents as reais', () => {
    expect(formatCents(150050).replace(/\s/g, ' ')).toBe('R$ 1.500,50');
    expect(formatCents(0).replace(/\s/g, ' ')).toBe('R$ 0,00');
  });
});
