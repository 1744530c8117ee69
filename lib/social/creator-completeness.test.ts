import { creatorCompleteness, type CreatorProfileFacts } from './creator-completeness';

const empty: CreatorProfileFacts = {
  avatar_url: null,
  headline: null,
  bio: null,
  city: null,
  state: null,
  instagram_url: null,
  tiktok_url: null,
  youtube_url: null,
  followers_range: null,
  price_from: null,
  portfolio_urls: [],
  services: 0,
  contentTypes: 0,
};

describe('creatorCompleteness', () => {
  it('lists everything missing for an empty profile', () => {
    const r = creatorCompleteness(empty);
    expect(r.percent).toBe(0);
    expect(r.missing).toHaveLength(10);
    expect(r.missing[0]).toBe('Foto de perfil');
  });

  it('counts what is filled in', () => {
    const r = creatorCompleteness({
      ...empty,
      headline: 'UGC',
      bio: ' ',
      city: 'São Paulo',
      state: 'SP',
      tiktok_url: 'https://tiktok.com/@a',
      price_from: 0,
      services: 2,
    });
    expect(r.missing).toEqual(['Foto de perfil', 'Sobre você', 'Faixa de seguidores', 'Portfólio', 'Tipos de conteúdo']);
    expect(r.percent).toBe(50);
  });
});
