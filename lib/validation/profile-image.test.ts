import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  imageFileProblem,
  isOwnProfileImageUrl,
  profileImageKey,
  profileImageKeyOf,
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
    expect(profileImageKey(USER, 'avatar', 'Foto São João.HEIC', 'image/webp', 1732240000000)).toBe(`${USER}/avatar-1732240000000-foto-sao-joao.webp`);
    expect(profileImageKey(USER, 'logo', 'logo.png', 'image/png', 1732240000000)).toBe(`${USER}/logo-1732240000000-logo.png`);
    expect(() => profileImageKey(USER, 'logo', 'x.gif', 'image/gif')).toThrow(IMAGE_TYPE_MESSAGE);
  });
});

describe('public URLs', () => {
  const url = (bucket: string, key: string) => `${SUPABASE}/storage/v1/object/public/${bucket}/${key}`;
  const avatarKey = `${USER}/avatar-1732240000000-foto.webp`;

  it('recognises our own uploads only', () => {
    expect(profileImageKeyOf(url('avatars', avatarKey), SUPABASE, 'avatar')).toBe(avatarKey);
    expect(isOwnProfileImageUrl(url('avatars', avatarKey), `${SUPABASE}/`, 'avatar', USER)).toBe(true);
    expect(isOwnProfileImageUrl(url('avatars', avatarKey), SUPABASE, 'avatar', OTHER)).toBe(false);
    expect(isOwnProfileImageUrl(url('logos', avatarKey), SUPABASE, 'logo', USER)).toBe(false);
    expect(isOwnProfileImageUrl(url('avatars', `${USER}/../${OTHER}/avatar-1-x.webp`), SUPABASE, 'avatar', USER)).toBe(false);
    expect(isOwnProfileImageUrl(`https://evil.test/storage/v1/object/public/avatars/${avatarKey}`, SUPABASE, 'avatar', USER)).toBe(false);
    expect(isOwnProfileImageUrl(url('avatars', `${USER}/avatar-1732240000000-foto.svg`), SUPABASE, 'avatar', USER)).toBe(false);
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
