// Posts and comments (issue 10): limits, pt-BR messages and image paths shared by the composer
// (browser) and the actions' schemas (lib/validation/post.ts, server); the database checks the same
// limits. No zod here: the feed's bundle takes these without the schemas.

export const POST_MAX = 3000;
export const COMMENT_MAX = 1000;
export const POST_IMAGES_BUCKET = 'post-images';

export const POST_EMPTY_MESSAGE = 'Escreva algo ou escolha uma imagem para publicar.';
export const POST_TOO_LONG_MESSAGE = `A publicação pode ter no máximo ${POST_MAX} caracteres.`;
export const COMMENT_EMPTY_MESSAGE = 'Escreva um comentário.';
export const COMMENT_TOO_LONG_MESSAGE = `O comentário pode ter no máximo ${COMMENT_MAX} caracteres.`;

const PUBLIC_PREFIX = `/storage/v1/object/public/${POST_IMAGES_BUCKET}/`;
const STORED = /^\/storage\/v1\/object\/public\/post-images\/([0-9a-f-]{36})\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.(jpe?g|png|webp)$/i;

/** '/storage/v1/object/public/post-images/<key>': what posts.image_url stores. */
export const postImagePath = (key: string): string => `${PUBLIC_PREFIX}${key}`;

/** True for a stored post image path in `userId`'s folder. */
export const isOwnPostImagePath = (path: string, userId: string): boolean => STORED.exec(path)?.[1] === userId;

/** The address a browser loads for a post image; null for anything that is not ours. */
export function postImageSrc(path: string | null | undefined, supabaseUrl: string): string | null {
  if (!path || !STORED.test(path)) return null;
  return `${supabaseUrl.replace(/\/+$/, '')}${path}`;
}
