// What a file really is, for buckets that take images only: the first bytes must be those of an
// image format the bucket allows (so HTML or a script labelled image/png is refused before it is
// stored and served from the API's origin). A raster image may be labelled with another image
// type (browsers decode images by their bytes); an SVG, which can carry scripts, only when it is
// declared as one and the bucket names it.
import fsp from 'node:fs/promises';
import { ERR, StorageError } from './errors';
import { mustBeAllowedMime } from './mime';

const HEAD_BYTES = 512;

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Buffer, from: number, to: number) => head.toString('latin1', from, to);

/** The image format the bytes start with (`image/...`), or null when they are not a known image. */
export function sniffImage(head: Buffer): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  if (ascii(head, 0, 2) === 'BM') return 'image/bmp';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (startsWith(head, [0x00, 0x00, 0x01, 0x00])) return 'image/x-icon';
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return 'image/svg+xml';
  return null;
}

const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/vnd.microsoft.icon': 'image/x-icon',
  'image/heif': 'image/heic',
};

const essence = (mime: string) => {
  const base = mime.split(';')[0].trim().toLowerCase();
  return ALIASES[base] ?? base;
};

/** A bucket whose allowed_mime_types name images only (`image/png`, `image/*`, ...). */
export function isImageOnly(allowed: string[] | null | undefined): boolean {
  return !!allowed && allowed.length > 0 && allowed.every((rule) => rule.trim().toLowerCase().startsWith('image/'));
}

const contentMismatch = (mime: string) =>
  new StorageError(415, 'InvalidMimeType', `The file content does not match its mime type ${mime}`, 'invalid_mime_type');

/** Refuses content whose first bytes are not an image the bucket allows (image-only buckets). */
export function mustBeImageContent(head: Buffer, mimetype: string, allowed: string[] | null | undefined) {
  if (!isImageOnly(allowed)) return;
  const found = sniffImage(head);
  if (!found) throw contentMismatch(mimetype);
  if (found === 'image/svg+xml' && essence(mimetype) !== found) throw contentMismatch(mimetype);
  try {
    mustBeAllowedMime(found, allowed);
  } catch {
    throw contentMismatch(mimetype);
  }
}

/** The bucket's rules applied to a file on disk: its declared type, then its bytes. */
export async function mustBeAcceptedContent(file: string, mimetype: string, allowed: string[] | null | undefined) {
  mustBeAllowedMime(mimetype, allowed);
  if (!isImageOnly(allowed)) return;
  const handle = await fsp.open(file, 'r').catch(() => {
    throw ERR.noSuchKey();
  });
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    mustBeImageContent(head.subarray(0, bytesRead), mimetype, allowed);
  } finally {
    await handle.close();
  }
}
