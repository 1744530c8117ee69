// Bucket ids and object keys: the character sets Supabase Storage accepts (S3-safe ASCII), plus
// the rules that keep a key safe to map onto the local disk.
import { ERR } from './errors';

// Supabase Storage's isValidKey / isValidBucketName (`\w` is ASCII-only without the u flag).
const KEY_CHARS = /^[\w/!\-.*'() &$@=;:+,?]+$/;
const BUCKET_CHARS = /^[\w!\-.*'() &$@=;:+,?]+$/;
const MAX_KEY_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;

export function isValidBucketName(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length < 64 && BUCKET_CHARS.test(id) && id !== '.' && id !== '..';
}

export function mustBeValidBucketName(id: unknown): string {
  if (!isValidBucketName(id)) throw ERR.invalidBucketName();
  return id;
}

/** True when `key` is a name Storage accepts and that maps to a path inside its bucket folder. */
export function isSafeKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_BYTES) return false;
  if (!KEY_CHARS.test(key)) return false; // also refuses NUL, backslash and non-ASCII
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && s.length <= MAX_SEGMENT_BYTES);
}

export function mustBeValidKey(key: unknown): string {
  if (!isSafeKey(key)) throw ERR.invalidKey(typeof key === 'string' ? key : '');
  return key;
}

/** Decodes each raw URL path segment (clients send keys unencoded; fetch escapes some bytes). */
export function decodeSegments(raw: string[]): string {
  try {
    return raw.map((s) => decodeURIComponent(s)).join('/');
  } catch {
    throw ERR.invalidKey(raw.join('/'));
  }
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
