import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  imageFileProblem,
  isOwnProfileImagePath,
  profileImageKey,
  profileImageKeyOf,
  profileImagePath,
  profileImageSrc,
  sanitizeFileBaseName,
  uploadErrorMessage,
} from './profile-image';

const USER = 'd0000000-0000-4000-8000-000000000002';
const OTHER = 'd0000000-0000-4000-8000-000000000004';
const SUPABASE = 'http://127.0.0.1:54321';

describe('imageFileProblem', () => {
  it('accepts JPG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(imageFileProblem({ type, size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe('O arquivo está vazio.');
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_SIZE_MESSAGE);
  });
});

describe('file names', () => {
  it.each([
    ['Foto da Márcia (1).JPG', 'foto-da-marcia-1'],
    ['logo_ação_coração.png', 'logo-acao-coracao'],
    ['ÇÃÕ ÉÊ.webp', 'cao-ee'],
    ['😀😀.png', 'imagem'],
    ['.png', 'imagem'],
    ['a'.repeat(60) + '.png', 'a'.repeat(40)],
    ['ﬁnal – versão.jpeg', 'final-versao'],
  ])('%p → %p', (name, base) => {
    expect(sanitizeFileBaseName(name)).toBe(base);
    expect(sanitizeFileBaseName(name)).toMatch(/^[a-z0-9-]+$/);
  });

  it('builds keys under the owner folder with the extension of the real type', () => {
    expect(profileImageKey(USER, 'avatar', 'Foto São João.HEIC', 'image/webp', 1732240000000)).toBe(
      `${USER}/avatar-1732240000000-foto-sao-joao.webp`,
    );
    expect(profileImageKey(USER, 'logo', 'logo.png', 'image/png', 1732240000000)).toBe(`${USER}/logo-1732240000000-logo.png`);
    expect(() => profileImageKey(USER, 'logo', 'x.gif', 'image/gif')).toThrow(IMAGE_TYPE_MESSAGE);
  });
});

describe('stored paths and the URL a browser loads', () => {
  const path = (bucket: string, key: string) => `/storage/v1/object/public/${bucket}/${key}`;
  const avatarKey = `${USER}/avatar-1732240000000-foto.webp`;

  it('stores the bucket path of an upload, no host', () => {
    expect(profileImagePath('avatar', avatarKey)).toBe(path('avatars', avatarKey));
    expect(profileImagePath('logo', `${USER}/logo-1-x.png`)).toBe(path('logos', `${USER}/logo-1-x.png`));
  });

  it('recognises our own uploads only', () => {
    expect(profileImageKeyOf(path('avatars', avatarKey), 'avatar')).toBe(avatarKey);
    expect(isOwnProfileImagePath(path('avatars', avatarKey), 'avatar', USER)).toBe(true);
    expect(isOwnProfileImagePath(path('avatars', avatarKey), 'avatar', OTHER)).toBe(false);
    expect(isOwnProfileImagePath(path('logos', avatarKey), 'logo', USER)).toBe(false);
    expect(isOwnProfileImagePath(path('avatars', `${USER}/../${OTHER}/avatar-1-x.webp`), 'avatar', USER)).toBe(false);
    expect(isOwnProfileImagePath(`${SUPABASE}${path('avatars', avatarKey)}`, 'avatar', USER)).toBe(false);
    expect(isOwnProfileImagePath(`//evil.test${path('avatars', avatarKey)}`, 'avatar', USER)).toBe(false);
    expect(isOwnProfileImagePath(path('avatars', `${USER}/avatar-1732240000000-foto.svg`), 'avatar', USER)).toBe(false);
  });

  it("renders a stored path from the project's Storage and nothing else", () => {
    expect(profileImageSrc(path('avatars', avatarKey), `${SUPABASE}/`)).toBe(`${SUPABASE}${path('avatars', avatarKey)}`);
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.test/pixel.png',
      '//evil.test/x.png',
      '/brand/logo.svg',
      'javascript:alert(1)',
      path('posts', avatarKey),
      path('avatars', `${USER}/x.svg`),
    ]) {
      expect(profileImageSrc(value, SUPABASE)).toBeNull();
    }
  });
});

describe('uploadErrorMessage', () => {
  it('explains each refusal in Portuguese', () => {
    expect(uploadErrorMessage(413)).toBe(IMAGE_SIZE_MESSAGE);
    expect(uploadErrorMessage(415)).toBe(IMAGE_TYPE_MESSAGE);
    expect(uploadErrorMessage(403)).toMatch(/permissão/);
    expect(uploadErrorMessage(0)).toMatch(/conexão/);
    expect(uploadErrorMessage(500)).toBe('Não foi possível enviar a imagem. Tente novamente.');
  });
});
