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

// What profiles.avatar_url / logo_url hold: the path of the object in the project's public bucket,
// '/storage/v1/object/public/<bucket>/<owner id>/<file>', never a host (the database refuses
// anything else, migration 20261125001200_profile_links_and_images). Pages prefix the Supabase URL.
const PUBLIC_OBJECT_PREFIX = '/storage/v1/object/public/';
/** The database's rule (public.is_own_profile_image), without the owner. */
const STORED_PATH = /^\/storage\/v1\/object\/public\/(avatars|logos)\/[0-9a-f-]{36}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.(jpe?g|png|webp)$/i;

/** '/storage/v1/object/public/avatars/<uid>/avatar-….webp': what the profile stores for `key`. */
export function profileImagePath(kind: ProfileImageKind, key: string): string {
  return `${PUBLIC_OBJECT_PREFIX}${PROFILE_IMAGES[kind].bucket}/${key}`;
}

const OWN_KEY = /^([0-9a-f-]{36})\/(avatar|logo)-\d{10,16}-[a-z0-9-]{1,40}\.(jpg|png|webp)$/;

/** The object key of a stored path of `kind` made by our uploader, or null for anything else. */
export function profileImageKeyOf(path: string, kind: ProfileImageKind): string | null {
  const prefix = `${PUBLIC_OBJECT_PREFIX}${PROFILE_IMAGES[kind].bucket}/`;
  if (!path.startsWith(prefix)) return null;
  const key = path.slice(prefix.length);
  const match = OWN_KEY.exec(key);
  return match && match[2] === kind ? key : null;
}

/** True when `path` is a picture of `kind` in the folder of `userId`, as the uploader makes. */
export function isOwnProfileImagePath(path: string, kind: ProfileImageKind, userId: string): boolean {
  const key = profileImageKeyOf(path, kind);
  return key !== null && key.startsWith(`${userId}/`);
}

/**
 * The address a browser loads for a stored picture: the project's Storage at `supabaseUrl`.
 * Null for an empty value or anything that is not one of our bucket paths, so no other host is
 * ever put in an <img>.
 */
export function profileImageSrc(path: string | null | undefined, supabaseUrl: string): string | null {
  if (!path || !STORED_PATH.test(path)) return null;
  return `${supabaseUrl.replace(/\/+$/, '')}${path}`;
}

/** The pt-BR message of a failed upload, from the HTTP status Storage answered. */
export function uploadErrorMessage(status: number): string {
  if (status === 413) return IMAGE_SIZE_MESSAGE;
  if (status === 415) return IMAGE_TYPE_MESSAGE;
  if (status === 401 || status === 403) return 'Você não tem permissão para enviar este arquivo. Entre novamente e tente de novo.';
  if (status === 0) return 'Não foi possível enviar a imagem. Verifique sua conexão e tente novamente.';
  return 'Não foi possível enviar a imagem. Tente novamente.';
}
