import {
  AGENCY_REQUIRED_FIELDS,
  BRAND_REQUIRED_FIELDS,
  GATE_FIELDS,
  OPTIONAL_COMPANY_FIELDS,
  companyFormLabel,
  companyProgress,
  fieldLabel,
  incompleteProfileMessage,
  isFilled,
  missingFieldsOfFilled,
  missingFieldsOfProfile,
  missingItemsText,
  requiredFieldsFor,
} from './completeness';

const completeBrand = {
  type: 'Sou uma Marca',
  company_category: 'Moda',
  company_segment: 'Varejo',
  logo_url: 'https://x/logo.png',
  company_name: 'Loja Boa',
  legal_name: 'Loja Boa Ltda',
  cpf_cnpj: '11222333000181',
  zip_code: '01310-100',
  city: 'São Paulo',
  state: 'SP',
  street: 'Av. Paulista',
  street_number: '1000',
  instagram_url: 'https://instagram.com/lojaboa',
  full_name: 'Ana Souza',
  phone_number: '(11) 91234-5678',
  email: 'ana@lojaboa.com.br',
};

describe('required field lists', () => {
  it('brand list has the 15 spec fields in order', () => {
    expect(BRAND_REQUIRED_FIELDS).toEqual([
      'company_category',
      'company_segment',
      'logo_url',
      'company_name',
      'legal_name',
      'cpf_cnpj',
      'zip_code',
      'city',
      'state',
      'street',
      'street_number',
      'instagram_url',
      'full_name',
      'phone_number',
      'email',
    ]);
  });

  it('agency list drops category and segment and adds agency_service_types', () => {
    expect(AGENCY_REQUIRED_FIELDS).not.toContain('company_category');
    expect(AGENCY_REQUIRED_FIELDS).not.toContain('company_segment');
    expect(AGENCY_REQUIRED_FIELDS).toContain('agency_service_types');
    expect(AGENCY_REQUIRED_FIELDS).toHaveLength(14);
    expect(AGENCY_REQUIRED_FIELDS).toContain('logo_url');
  });

  it('gate fields are the union of both lists', () => {
    expect(new Set(GATE_FIELDS)).toEqual(new Set([...BRAND_REQUIRED_FIELDS, ...AGENCY_REQUIRED_FIELDS]));
    expect(GATE_FIELDS).toHaveLength(16);
  });

  it("uses the brand list only for 'Sou uma Marca'", () => {
    expect(requiredFieldsFor('Sou uma Marca')).toBe(BRAND_REQUIRED_FIELDS);
    expect(requiredFieldsFor('Sou uma Agência')).toBe(AGENCY_REQUIRED_FIELDS);
    expect(requiredFieldsFor('outra coisa')).toBe(AGENCY_REQUIRED_FIELDS);
    expect(requiredFieldsFor(null)).toBe(AGENCY_REQUIRED_FIELDS);
  });
});

describe('isFilled', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['   ', false],
    [[], false],
    [['', ' '], false],
    ['x', true],
    [['a'], true],
    [0, true],
    [false, true],
  ])('%p → %p', (value, expected) => {
    expect(isFilled(value)).toBe(expected);
  });
});

describe('missingFieldsOfProfile', () => {
  it('is empty for a complete brand', () => {
    expect(missingFieldsOfProfile(completeBrand)).toEqual([]);
  });

  it('lists blank and null brand fields in list order', () => {
    expect(missingFieldsOfProfile({ ...completeBrand, city: '  ', logo_url: null })).toEqual(['logo_url', 'city']);
  });

  it('requires a non-empty agency_service_types array for agencies', () => {
    const agency = { ...completeBrand, type: 'Sou uma Agência', company_category: null, company_segment: null };
    expect(missingFieldsOfProfile({ ...agency, agency_service_types: [] })).toEqual(['agency_service_types']);
    expect(missingFieldsOfProfile({ ...agency, agency_service_types: ['Produção'] })).toEqual([]);
  });
});

describe('missingFieldsOfFilled', () => {
  it('compares the claim list with the type list', () => {
    const filled = BRAND_REQUIRED_FIELDS.filter((f) => f !== 'email' && f !== 'state');
    expect(missingFieldsOfFilled('Sou uma Marca', filled)).toEqual(['state', 'email']);
    expect(missingFieldsOfFilled('Sou uma Agência', filled)).toEqual(['state', 'email', 'agency_service_types']);
  });

  it('is empty when everything is filled', () => {
    expect(missingFieldsOfFilled('Sou uma Agência', GATE_FIELDS)).toEqual([]);
  });
});

describe('labels and message', () => {
  it('replaces underscores and capitalises words', () => {
    expect(fieldLabel('street_number')).toBe('Street Number');
    expect(fieldLabel('cpf_cnpj')).toBe('Cpf Cnpj');
    expect(fieldLabel('email')).toBe('Email');
  });

  it('names agency_service_types in Portuguese', () => {
    expect(fieldLabel('agency_service_types')).toBe('Tipos de Serviço da Agência');
  });

  it('builds the toast description', () => {
    expect(incompleteProfileMessage(['logo_url', 'agency_service_types'])).toBe(
      'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: Logo Url, Tipos de Serviço da Agência',
    );
  });
});

describe('completeness of realistic profiles', () => {
  const agency = {
    type: 'Sou uma Agência',
    logo_url: 'https://x/logo.png',
    company_name: 'Pulso Digital',
    legal_name: 'Pulso Digital Comunicação Ltda.',
    cpf_cnpj: '12345678000195',
    zip_code: '20040002',
    city: 'Rio de Janeiro',
    state: 'RJ',
    street: 'Rua da Assembleia',
    street_number: '10',
    instagram_url: 'https://instagram.com/pulsodigital',
    full_name: 'Juliana Costa',
    phone_number: '21998887777',
    email: 'agencia@exemplo.com.br',
    agency_service_types: ['Gestão de influenciadores'],
  };

  it('an agency needs neither a company category nor a segment', () => {
    expect(missingFieldsOfProfile(agency)).toEqual([]);
  });

  it('a brand does not need agency services, but does need category and segment', () => {
    const brand = { ...agency, type: 'Sou uma Marca', agency_service_types: [] };
    expect(missingFieldsOfProfile(brand)).toEqual(['company_category', 'company_segment']);
    expect(missingFieldsOfProfile({ ...brand, company_category: 'Cosméticos', company_segment: 'Beleza' })).toEqual([]);
  });

  it('a brand just past sign-up misses everything but its name, document and e-mail', () => {
    const fresh = {
      type: 'Sou uma Marca',
      full_name: 'Pedro Alves',
      cpf_cnpj: '71460238001',
      email: 'pedro@exemplo.com.br',
      agency_service_types: [],
    };
    expect(missingFieldsOfProfile(fresh)).toEqual([
      'company_category',
      'company_segment',
      'logo_url',
      'company_name',
      'legal_name',
      'zip_code',
      'city',
      'state',
      'street',
      'street_number',
      'instagram_url',
      'phone_number',
    ]);
    expect(incompleteProfileMessage(missingFieldsOfProfile(fresh))).toBe(
      'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: Company Category, Company Segment, Logo Url, ' +
        'Company Name, Legal Name, Zip Code, City, State, Street, Street Number, Instagram Url, Phone Number',
    );
  });

  it('an agency whose services list holds only blanks misses it, as the access token hook decides', () => {
    expect(missingFieldsOfProfile({ ...agency, agency_service_types: ['  '] })).toEqual(['agency_service_types']);
  });

  it('row and claim agree: the fields a row has filled give the same missing list', () => {
    const row = { ...agency, city: null, phone_number: '' };
    const filled = GATE_FIELDS.filter((field) => isFilled((row as Record<string, unknown>)[field]));
    expect(missingFieldsOfFilled(row.type, filled)).toEqual(missingFieldsOfProfile(row));
    expect(missingFieldsOfProfile(row)).toEqual(['city', 'phone_number']);
  });
});

describe('progress of a company profile (the panel of /profile-empresa)', () => {
  it('counts the filled and missing required fields of a brand', () => {
    const progress = companyProgress({ ...completeBrand, logo_url: null, city: ' ', street: '', phone_number: null });
    expect(progress).toEqual({ required: 15, filled: 11, missing: ['logo_url', 'city', 'street', 'phone_number'] });
    expect(missingItemsText(progress.missing.length)).toBe('Faltam 4 itens');
  });

  it('counts against the agency list for an agency', () => {
    const agency = { ...completeBrand, type: 'Sou uma Agência', company_category: null, company_segment: null };
    expect(companyProgress(agency)).toEqual({ required: 14, filled: 13, missing: ['agency_service_types'] });
    expect(companyProgress({ ...agency, agency_service_types: ['Mídia paga'] })).toEqual({ required: 14, filled: 14, missing: [] });
  });

  it('decides missing fields exactly as the gate does (one rule)', () => {
    const partial = { ...completeBrand, company_name: null, instagram_url: '' };
    expect(companyProgress(partial).missing).toEqual(missingFieldsOfProfile(partial));
  });

  it('never counts the description or the website: the spec fixes the required fields', () => {
    const withoutThem = companyProgress({ ...completeBrand, legal_name: null });
    const described = {
      ...completeBrand,
      legal_name: null,
      company_description: 'Cosméticos veganos.',
      company_website: 'https://lojaboa.com.br/',
    };
    const withThem = companyProgress(described);
    expect(withThem).toEqual(withoutThem);
    expect(BRAND_REQUIRED_FIELDS).not.toContain('company_description');
    expect(AGENCY_REQUIRED_FIELDS).not.toContain('company_website');
    expect(companyProgress(completeBrand).missing).toEqual([]);
  });

  it.each([
    [0, 'Nenhum item faltando'],
    [1, 'Falta 1 item'],
    [2, 'Faltam 2 itens'],
    [14, 'Faltam 14 itens'],
  ])('%p missing → %p', (count, text) => {
    expect(missingItemsText(count)).toBe(text);
  });

  it('names the optional fields in pt-BR, with no column names', () => {
    expect(Object.keys(OPTIONAL_COMPANY_FIELDS).sort()).toEqual(['company_description', 'company_website']);
    expect(companyFormLabel('company_description')).toBe('Descrição da empresa');
    expect(companyFormLabel('company_website')).toBe('Site');
    expect(companyFormLabel('zip_code')).toBe('CEP');
  });
});
