// Profile pictures and company logos in Storage (migration 20261122001030_profile_storage): which
// bucket and column each uses, the files accepted, object keys under the owner's folder, and the
// pt-BR messages of every refusal. Shared by the uploader (browser) and the save action (server).

export const PROFILE_IMAGES = {
  avatar: { bucket: 'avatars', column: 'avatar_url', noun: 'A foto' },
  logo: { bucket: 'logos', column: 'logo_url', noun: 'O logo' },
} as const;
export type ProfileImageKind = keyof typeof PROFILE_IMAGES;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_TYPE_MESSAGE = 'Formato não suportado. Envie uma imagem JPG, PNG ou WebP.';
export const IMAGE_SIZE_MESSAGE = 'A imagem deve ter no máximo 5 MB.';
export const IMAGE_EMPTY_MESSAGE = 'O arquivo está vazio.';

/** Why a chosen file cannot be sent, or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size === 0) return IMAGE_EMPTY_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * A file name Storage accepts: ASCII letters, digits and '-', lower case, accents dropped
 * ('Foto da Márcia (1).JPG' → 'foto-da-marcia-1'), at most 40 characters, never empty.
 */
export function sanitizeFileBaseName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '');
  const ascii = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return ascii || 'imagem';
}

/** '<uid>/avatar-1732240000000-foto-da-marcia.webp': unique, so no cache serves an old picture. */
export function profileImageKey(userId: string, kind: ProfileImageKind, fileName: string, mimeType: string, now = Date.now()): string {
  const extension = EXTENSIONS[mimeType];
  if (!extension) throw new Error(IMAGE_TYPE_MESSAGE);
  return `${userId}/${kind}-${now}-${sanitizeFileBaseName(fileName)}.${extension}`;
}

const publicPrefix = (supabaseUrl: string, kind: ProfileImageKind) =>
  `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${PROFILE_IMAGES[kind].bucket}/`;

const OWN_KEY = /^([0-9a-f-]{36})\/(avatar|logo)-\d{10,16}-[a-z0-9-]{1,40}\.(jpg|png|webp)$/;

/** The object key of one of our public URLs of `kind`, or null for any other URL. */
export function profileImageKeyOf(url: string, supabaseUrl: string, kind: ProfileImageKind): string | null {
  const prefix = publicPrefix(supabaseUrl, kind);
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  const match = OWN_KEY.exec(key);
  return match && match[2] === kind ? key : null;
}

/** True when `url` is a public URL of `kind` in the folder of `userId`, as the uploader makes. */
export function isOwnProfileImageUrl(url: string, supabaseUrl: string, kind: ProfileImageKind, userId: string): boolean {
  const key = profileImageKeyOf(url, supabaseUrl, kind);
  return key !== null && key.startsWith(`${userId}/`);
}

/** The pt-BR message of a failed upload, from the HTTP status Storage answered. */
export function uploadErrorMessage(status: number): string {
  if (status === 413) return IMAGE_SIZE_MESSAGE;
  if (status === 415) return IMAGE_TYPE_MESSAGE;
  if (status === 401 || status === 403) return 'Você não tem permissão para enviar este arquivo. Entre novamente e tente de novo.';
  if (status === 0) return 'Não foi possível enviar a imagem. Verifique sua conexão e tente novamente.';
  return 'Não foi possível enviar a imagem. Tente novamente.';
}
