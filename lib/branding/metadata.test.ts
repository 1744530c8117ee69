import { iconsMetadata, manifestIcons } from './metadata';
import { DEFAULT_SITE_IMAGES } from './site-images';

describe('icon metadata', () => {
  it('uses the default brand files', () => {
    expect(iconsMetadata(DEFAULT_SITE_IMAGES)).toEqual({
      icon: [
        { url: '/brand/favicon-32x32.png', sizes: '32x32', type: 'image/png' },
        { url: '/brand/favicon-16x16.png', sizes: '16x16', type: 'image/png' },
      ],
      apple: [{ url: '/brand/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
    });
  });

  it('follows stored images and their types', () => {
    const images = { ...DEFAULT_SITE_IMAGES, 'android-chrome-512x512': 'https://cdn.x/icon.webp' };
    expect(manifestIcons(images)).toEqual([
      { src: '/brand/android-chrome-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'https://cdn.x/icon.webp', sizes: '512x512', type: 'image/webp', purpose: 'any' },
    ]);
  });
});
