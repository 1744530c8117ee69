import { creatorBasicsSchema, creatorLinksSchema, creatorServicesSchema } from './profile-creator';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('step 1: basics', () => {
  const valid = {
    headline: 'Criadora de conteúdo de viagens',
    city: 'Recife',
    state: 'pe',
    bio: 'Conto histórias de viagem em vídeos curtos há cinco anos.',
  };

  it('accepts and normalises', () => {
    expect(creatorBasicsSchema.parse(valid)).toEqual({ ...valid, state: 'PE' });
  });

  it('reports every missing field', () => {
    expect(messages(creatorBasicsSchema.safeParse({ headline: '', city: ' ', state: '', bio: '' }))).toEqual({
      headline: 'Conte em uma frase o que você faz.',
      city: 'Informe sua cidade.',
      state: 'Selecione o estado (UF).',
      bio: 'Escreva uma bio curta sobre você e seu trabalho.',
    });
  });

  it('checks lengths and the UF', () => {
    expect(messages(creatorBasicsSchema.safeParse({ ...valid, headline: 'Curta', state: 'ZZ', bio: 'x'.repeat(2001) }))).toEqual({
      headline: 'A apresentação deve ter pelo menos 10 caracteres.',
      state: 'Selecione um estado (UF) válido.',
      bio: 'A bio deve ter no máximo 2000 caracteres.',
    });
  });
});

describe('step 2: services', () => {
  const a = '8d0c2a4e-4f0b-4d5e-9a57-4d7f8a9b0c1d';
  const b = '1b2c3d4e-5f60-4172-8394-a5b6c7d8e9f0';

  it('needs at least one of each, without duplicates', () => {
    expect(creatorServicesSchema.parse({ serviceTypeIds: [a, a], contentTypeIds: [b] })).toEqual({
      serviceTypeIds: [a],
      contentTypeIds: [b],
    });
    expect(messages(creatorServicesSchema.safeParse({ serviceTypeIds: [], contentTypeIds: [] }))).toEqual({
      serviceTypeIds: 'Escolha pelo menos um serviço.',
      contentTypeIds: 'Escolha pelo menos um tipo de conteúdo.',
    });
  });

  it('limits the number of services and refuses bad ids', () => {
    const seven = Array.from({ length: 7 }, (_, i) => `${a.slice(0, -1)}${i}`);
    expect(messages(creatorServicesSchema.safeParse({ serviceTypeIds: seven, contentTypeIds: ['x'] }))).toEqual({
      serviceTypeIds: 'Escolha no máximo 6 serviços.',
      'contentTypeIds.0': 'Opção inválida.',
    });
  });
});

describe('step 3: links and price', () => {
  const valid = {
    instagram_url: '@carla.mendes',
    tiktok_url: '',
    youtube_url: '',
    website_url: '',
    followers_range: '10 mil a 50 mil',
    portfolio_urls: ['behance.net/carla', '', 'behance.net/carla'],
    price_from: '1.500,00',
  };

  it('normalises links and stores the price in cents', () => {
    expect(creatorLinksSchema.parse(valid)).toEqual({
      instagram_url: 'https://instagram.com/carla.mendes',
      tiktok_url: null,
      youtube_url: null,
      website_url: null,
      followers_range: '10 mil a 50 mil',
      portfolio_urls: ['https://behance.net/carla'],
      price_from: 150000,
    });
  });

  it('allows no price ("a combinar")', () => {
    expect(creatorLinksSchema.parse({ ...valid, price_from: '' }).price_from).toBeNull();
  });

  it('needs at least one social link or site and an audience range', () => {
    expect(messages(creatorLinksSchema.safeParse({ ...valid, instagram_url: '', followers_range: '' }))).toEqual({
      followers_range: 'Selecione quantos seguidores você tem.',
      instagram_url: 'Informe pelo menos uma rede social ou site.',
    });
  });

  it("gives a creator's own kind of Instagram example, not a brand's", () => {
    expect(messages(creatorLinksSchema.safeParse({ ...valid, instagram_url: 'https://facebook.com/carla' }))).toEqual({
      instagram_url: 'Informe um perfil do Instagram, como @seuperfil ou https://instagram.com/seuperfil.',
    });
  });

  it('reports bad links, bad amounts and too many portfolio links', () => {
    expect(
      messages(
        creatorLinksSchema.safeParse({
          ...valid,
          tiktok_url: 'https://vimeo.com/x',
          portfolio_urls: ['ok.com', 'não é link'],
          price_from: 'caro',
        }),
      ),
    ).toEqual({
      tiktok_url: 'Informe um perfil do TikTok, como @seuperfil.',
      'portfolio_urls.1': 'Link inválido. Use um endereço como https://...',
      price_from: 'Informe um valor em reais, como 350,00.',
    });
    expect(
      messages(creatorLinksSchema.safeParse({ ...valid, portfolio_urls: Array(6).fill('a.com'), price_from: '2.000.000,00' })),
    ).toEqual({
      portfolio_urls: 'Informe no máximo 5 links.',
      price_from: 'O valor máximo é R$ 1.000.000,00.',
    });
  });
});
