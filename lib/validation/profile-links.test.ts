import { normalizeTiktokUrl, normalizeWebUrl, normalizeYoutubeUrl } from './profile-links';

describe('normalizeWebUrl', () => {
  it.each([
    ['https://meusite.com.br', 'https://meusite.com.br/'],
    ['meusite.com.br/portfolio', 'https://meusite.com.br/portfolio'],
    ['http://behance.net/ana', 'https://behance.net/ana'],
    ['  https://ana.art/trabalhos?x=1  ', 'https://ana.art/trabalhos?x=1'],
  ])('%p → %p', (input, url) => {
    expect(normalizeWebUrl(input)).toBe(url);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'ftp://site.com',
    'https://localhost',
    'meu site.com',
    'https://user:pw@site.com',
    'https://site.c0m',
    'https://a_b.com',
    'https://-a.com',
    `https://a.com/${'x'.repeat(2048)}`,
  ])('refuses %p', (input) => {
    expect(normalizeWebUrl(input)).toBeNull();
  });
});

describe('normalizeTiktokUrl', () => {
  it.each([
    ['@carla.mendes', 'https://www.tiktok.com/@carla.mendes'],
    ['Carla_Mendes', 'https://www.tiktok.com/@carla_mendes'],
    ['https://www.tiktok.com/@carla.mendes', 'https://www.tiktok.com/@carla.mendes'],
    ['tiktok.com/@carla.mendes/', 'https://www.tiktok.com/@carla.mendes'],
  ])('%p → %p', (input, url) => {
    expect(normalizeTiktokUrl(input)).toBe(url);
  });

  it.each(['', '@a', 'https://www.tiktok.com/foryou', 'https://instagram.com/@carla', 'carla.'])('refuses %p', (input) => {
    expect(normalizeTiktokUrl(input)).toBeNull();
  });
});

describe('normalizeYoutubeUrl', () => {
  it.each([
    ['@carlamendes', 'https://www.youtube.com/@carlamendes'],
    ['https://www.youtube.com/@carlamendes', 'https://www.youtube.com/@carlamendes'],
    ['youtube.com/channel/UC123', 'https://youtube.com/channel/UC123'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
  ])('%p → %p', (input, url) => {
    expect(normalizeYoutubeUrl(input)).toBe(url);
  });

  it.each(['', 'carlamendes', 'https://www.youtube.com/', 'https://vimeo.com/123', 'https://youtube.com.evil.test/x'])(
    'refuses %p',
    (input) => {
      expect(normalizeYoutubeUrl(input)).toBeNull();
    },
  );
});
