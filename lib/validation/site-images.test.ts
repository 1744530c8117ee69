import { isSiteImageKey, siteImageKey, siteImageProblem } from './site-images';

describe('site image rules', () => {
  it('accepts the right type, size and pixels', () => {
    expect(siteImageProblem('favicon-32x32', { type: 'image/png', size: 2000 }, { width: 32, height: 32 })).toBeNull();
    expect(siteImageProblem('logo', { type: 'image/svg+xml', size: 5000 })).toBeNull();
  });
  it('refuses a wrong type, a large file or wrong pixels in pt-BR', () => {
    expect(siteImageProblem('favicon-16x16', { type: 'image/jpeg', size: 10 })).toBe('Formato não aceito para Favicon 16×16. Envie PNG.');
    expect(siteImageProblem('logo', { type: 'image/png', size: 2 * 1024 * 1024 })).toBe('Logo: o arquivo deve ter no máximo 1 MB.');
    expect(siteImageProblem('android-chrome-192x192', { type: 'image/png', size: 10 }, { width: 100, height: 100 })).toContain('192×192');
  });
  it('names uploads per type and recognises only those names', () => {
    const key = siteImageKey('logo', 'image/svg+xml', 1764300000000);
    expect(key).toBe('logo/1764300000000.svg');
    expect(isSiteImageKey('logo', key)).toBe(true);
    expect(isSiteImageKey('favicon-16x16', key)).toBe(false);
    expect(isSiteImageKey('logo', '../x.svg')).toBe(false);
  });
});
