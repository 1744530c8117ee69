import { DEFAULT_SITE_IMAGES, SITE_IMAGE_TYPES, imageMimeType, isUsableImageUrl, withDefaultImages } from './site-images';

describe('site images', () => {
  it('has a public/brand default for every type', () => {
    for (const type of SITE_IMAGE_TYPES) expect(DEFAULT_SITE_IMAGES[type]).toMatch(/^\/brand\//);
  });

  it('overlays stored rows on the defaults', () => {
    const images = withDefaultImages([
      { type: 'logo', url: ' https://cdn.exemplo.com.br/logo.png ' },
      { type: 'favicon-32x32', url: '/storage/v1/object/public/site/fav.png' },
      { type: 'reduced_logo', url: null },
      { type: 'apple-touch-icon', url: 'javascript:alert(1)' },
      { type: 'android-chrome-192x192', url: '//evil.example/x.png' },
      { type: 'banner', url: 'https://x/banner.png' },
    ]);
    expect(images).toEqual({
      ...DEFAULT_SITE_IMAGES,
      logo: 'https://cdn.exemplo.com.br/logo.png',
      'favicon-32x32': '/storage/v1/object/public/site/fav.png',
    });
  });

  it('falls back entirely without rows', () => {
    expect(withDefaultImages(null)).toEqual(DEFAULT_SITE_IMAGES);
    expect(withDefaultImages([])).toEqual(DEFAULT_SITE_IMAGES);
  });

  it('accepts only http(s) and root-relative URLs', () => {
    expect(isUsableImageUrl('http://127.0.0.1:54321/storage/v1/object/public/a.png')).toBe(true);
    expect(isUsableImageUrl('/brand/logo.svg')).toBe(true);
    expect(isUsableImageUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isUsableImageUrl('logo.png')).toBe(false);
    expect(isUsableImageUrl('')).toBe(false);
  });

  it('guesses icon MIME types', () => {
    expect(imageMimeType('/brand/logo.svg')).toBe('image/svg+xml');
    expect(imageMimeType('https://x/a.JPG?v=2')).toBe('image/jpeg');
    expect(imageMimeType('/favicon.ico')).toBe('image/x-icon');
    expect(imageMimeType('/brand/favicon-32x32.png')).toBe('image/png');
    expect(imageMimeType('https://x/image')).toBe('image/png');
  });
});
