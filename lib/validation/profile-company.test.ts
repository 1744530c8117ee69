import { companyProfileInputSchema, parseCompanyFields } from './profile-company';

const complete = {
  company_category: 'Cosméticos',
  company_segment: 'Beleza e cuidados pessoais',
  company_name: ' Flor de Lis ',
  legal_name: 'Flor de Lis Cosméticos Ltda.',
  cpf_cnpj: '11.222.333/0001-81',
  zip_code: '01310-100',
  city: 'São Paulo',
  state: 'sp',
  street: 'Avenida Paulista',
  street_number: '1000',
  instagram_url: '@FlorDeLis',
  full_name: 'Marina Souza',
  phone_number: '(11) 3333-4444',
  agency_service_types: ['Produção de conteúdo', 'Produção de conteúdo', 'Mídia paga'],
};

describe('company profile fields', () => {
  it('stores valid values in their unmasked, canonical form', () => {
    const { values, errors } = parseCompanyFields(complete);
    expect(errors).toEqual({});
    expect(values).toEqual({
      company_category: 'Cosméticos',
      company_segment: 'Beleza e cuidados pessoais',
      company_name: 'Flor de Lis',
      legal_name: 'Flor de Lis Cosméticos Ltda.',
      cpf_cnpj: '11222333000181',
      zip_code: '01310100',
      city: 'São Paulo',
      state: 'SP',
      street: 'Avenida Paulista',
      street_number: '1000',
      instagram_url: 'https://instagram.com/flordelis',
      full_name: 'Marina Souza',
      phone_number: '1133334444',
      agency_service_types: ['Produção de conteúdo', 'Mídia paga'],
    });
  });

  it('turns blank fields into null, so an incomplete profile can be saved', () => {
    const { values, errors } = parseCompanyFields({ company_name: 'Café Serrano', city: '  ', cpf_cnpj: '', full_name: '' });
    expect(errors).toEqual({});
    expect(values).toEqual({ company_name: 'Café Serrano', city: null, cpf_cnpj: null, full_name: null });
  });

  it('keeps the valid fields and reports each invalid one', () => {
    const { values, errors } = parseCompanyFields({
      ...complete,
      cpf_cnpj: '11.222.333/0001-82',
      zip_code: '0131',
      state: 'XX',
      phone_number: '(10) 98765-4321',
      instagram_url: 'https://facebook.com/flordelis',
      full_name: 'Ma',
    });
    expect(errors).toEqual({
      cpf_cnpj: ['CNPJ inválido.'],
      zip_code: ['CEP inválido. Use o formato 00000-000.'],
      state: ['Selecione um estado (UF) válido.'],
      phone_number: ['Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.'],
      instagram_url: ['Informe um perfil do Instagram, como @suaempresa ou https://instagram.com/suaempresa.'],
      full_name: ['O nome deve ter pelo menos 3 caracteres.'],
    });
    expect(Object.keys(values).sort()).toEqual([
      'agency_service_types',
      'city',
      'company_category',
      'company_name',
      'company_segment',
      'legal_name',
      'street',
      'street_number',
    ]);
  });

  it('accepts a CPF for a company run by a person, and refuses wrong check digits', () => {
    expect(parseCompanyFields({ cpf_cnpj: '529.982.247-25' }).values).toEqual({ cpf_cnpj: '52998224725' });
    expect(parseCompanyFields({ cpf_cnpj: '529.982.247-26' }).errors).toEqual({ cpf_cnpj: ['CPF inválido.'] });
    expect(parseCompanyFields({ cpf_cnpj: '1234' }).errors).toEqual({
      cpf_cnpj: ['Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).'],
    });
  });

  it('limits lengths to what the table accepts', () => {
    const { errors } = parseCompanyFields({ street_number: '1'.repeat(21), company_name: 'x'.repeat(201) });
    expect(errors).toEqual({
      street_number: ['O número deve ter no máximo 20 caracteres.'],
      company_name: ['O nome da empresa deve ter no máximo 200 caracteres.'],
    });
  });

  it('ignores fields the form did not send', () => {
    expect(parseCompanyFields({})).toEqual({ values: {}, errors: {} });
  });
});

describe('company profile input', () => {
  it('requires one of the two types', () => {
    expect(companyProfileInputSchema.safeParse({ type: 'Sou uma Marca' }).success).toBe(true);
    expect(companyProfileInputSchema.safeParse({ type: 'Sou uma Agência' }).success).toBe(true);
    const bad = companyProfileInputSchema.safeParse({ type: 'Sou um Criador' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('Escolha se você é uma marca ou uma agência.');
  });
});

describe('the optional description and website', () => {
  it('normalises the website to https and trims the description', () => {
    const { values, errors } = parseCompanyFields({
      company_description: '  Cosméticos veganos feitos em São Paulo.\nBuscamos criadores de beleza.  ',
      company_website: 'FlorDeLis.com.br',
    });
    expect(errors).toEqual({});
    expect(values).toEqual({
      company_description: 'Cosméticos veganos feitos em São Paulo.\nBuscamos criadores de beleza.',
      company_website: 'https://flordelis.com.br/',
    });
  });

  it.each([
    ['http://www.flordelis.com.br/loja', 'https://www.flordelis.com.br/loja'],
    ['https://flordelis.com.br', 'https://flordelis.com.br/'],
    ['flordelis.com.br/sobre?origem=conecta', 'https://flordelis.com.br/sobre?origem=conecta'],
  ])('stores %p as %p', (typed, stored) => {
    expect(parseCompanyFields({ company_website: typed }).values).toEqual({ company_website: stored });
  });

  it.each(['javascript:alert(1)', 'ftp://flordelis.com.br', 'flordelis', 'https://ana:senha@flordelis.com.br', 'flor de lis.com.br'])(
    'refuses the website %p with a pt-BR message',
    (typed) => {
      expect(parseCompanyFields({ company_website: typed })).toEqual({
        values: {},
        errors: { company_website: ['Informe um endereço válido, como https://suaempresa.com.br.'] },
      });
    },
  );

  it('accepts a description of up to 500 characters and refuses a longer one', () => {
    expect(parseCompanyFields({ company_description: 'a'.repeat(500) }).errors).toEqual({});
    expect(parseCompanyFields({ company_description: 'a'.repeat(501) }).errors).toEqual({
      company_description: ['A descrição deve ter no máximo 500 caracteres.'],
    });
  });

  it('clears both when left blank', () => {
    expect(parseCompanyFields({ company_description: '   ', company_website: '' })).toEqual({
      values: { company_description: null, company_website: null },
      errors: {},
    });
  });
});
