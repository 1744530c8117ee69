import type { OwnProfile } from '@/lib/queries/profile-editor';
import type { ServiceQuestion } from '@/lib/validation/profile-answers';
import { answersDefaults, linksDefaults, servicesDefaults } from './creator-defaults';
import { companyDefaults } from '@/components/profile/company/company-defaults';

const profile = {
  id: 'u1',
  email: 'ana@example.test',
  full_name: 'Ana',
  cpf_cnpj: '11222333000181',
  category: 'Quero Contratar',
  type: 'Sou uma Marca',
  onboarding_completed: false,
  onboarding_step: 2,
  avatar_url: null,
  company_category: null,
  company_segment: null,
  logo_url: null,
  company_name: 'Loja',
  legal_name: null,
  zip_code: '01310100',
  city: null,
  state: null,
  street: null,
  street_number: null,
  instagram_url: 'https://instagram.com/ana',
  phone_number: '11987654321',
  agency_service_types: ['Mídia paga'],
  company_description: null,
  company_website: null,
  headline: null,
  bio: null,
  tiktok_url: null,
  youtube_url: null,
  website_url: null,
  portfolio_urls: [],
  followers_range: null,
  price_from: 80050,
} satisfies OwnProfile;

describe('form defaults from the stored profile', () => {
  it('show the price in reais and one empty portfolio line', () => {
    expect(linksDefaults(profile)).toMatchObject({
      price_from: '800,50',
      portfolio_urls: [''],
      instagram_url: 'https://instagram.com/ana',
      tiktok_url: '',
    });
    expect(linksDefaults({ ...profile, price_from: null }).price_from).toBe('');
  });

  it('preselect only the options still offered', () => {
    const selections = { serviceTypeIds: ['a', 'retired'], contentTypeIds: ['c'], answers: {} };
    expect(servicesDefaults(selections, [{ id: 'a', name: 'A', description: null, subtypes: [] }], [{ id: 'c', name: 'C' }])).toEqual({
      serviceTypeIds: ['a'],
      contentTypeIds: ['c'],
    });
  });

  it('turn stored answers into form values', () => {
    const q = (id: string, kind: ServiceQuestion['kind']): ServiceQuestion => ({
      id,
      kind,
      text: id,
      options: [],
      required: false,
      service_type_id: null,
      position: 0,
    });
    const answers = { n: 7.5, m: ['Instagram'], gone: 'x' };
    expect(
      answersDefaults({ serviceTypeIds: [], contentTypeIds: [], answers }, [q('n', 'number'), q('m', 'multiple'), q('t', 'text')]),
    ).toEqual({
      n: '7,5',
      m: ['Instagram'],
    });
  });

  it('mask the company document, CEP and telephone', () => {
    expect(companyDefaults(profile)).toMatchObject({
      type: 'Sou uma Marca',
      cpf_cnpj: '11.222.333/0001-81',
      zip_code: '01310-100',
      phone_number: '(11) 98765-4321',
      city: '',
      agency_service_types: ['Mídia paga'],
    });
  });
});
