// Pure rules of the Storage service: key and bucket names, mimetype rules, URL tokens.
import { signHs256 } from '../keys';
import { isImageOnly, mustBeImageContent, sniffImage } from './content';
import { mustBeAllowedMime, mustBeValidMimeRules } from './mime';
import { isSafeKey, isValidBucketName } from './names';
import { signUrlToken, verifyUrlToken } from './tokens';

const SECRET = 'unit-test-secret-with-at-least-32-characters';

test('keys: Storage characters only, and nothing that escapes the bucket folder', () => {
  for (const ok of ['a.txt', 'folder/sub/file name (1).png', "x!-_.*'()&$@=;:+,?/y"]) expect(isSafeKey(ok)).toBe(true);
  for (const bad of [
    '',
    '/abs',
    'a//b',
    'a/',
    '..',
    'a/../b',
    './a',
    'a/./b',
    'a\\b',
    'a\u0000b',
    'ção.txt',
    'a#b',
    'a%2e',
    'x'.repeat(256),
  ]) {
    expect(isSafeKey(bad)).toBe(false);
  }
});

test('bucket names: no slash, no dot folders, under 64 characters', () => {
  expect(isValidBucketName('public-images')).toBe(true);
  for (const bad of ['', '.', '..', 'a/b', '#uploads', 'x'.repeat(64)]) expect(isValidBucketName(bad)).toBe(false);
});

test('mimetype rules: exact types, wildcards, parameters ignored, everything refused otherwise', () => {
  expect(() => mustBeAllowedMime('image/png', ['image/*'])).not.toThrow();
  expect(() => mustBeAllowedMime('Text/Plain;charset=UTF-8', ['text/plain'])).not.toThrow();
  expect(() => mustBeAllowedMime('anything/at-all', null)).not.toThrow();
  expect(() => mustBeAllowedMime('text/plain', ['image/*', 'application/pdf'])).toThrow('mime type text/plain is not supported');
  expect(() => mustBeAllowedMime('garbage', ['image/*'])).toThrow('mime type garbage is not supported');
  expect(mustBeValidMimeRules(['image/*', 'text/plain;charset=utf-8'])).toEqual(['image/*', 'text/plain;charset=utf-8']);
  expect(() => mustBeValidMimeRules(['image png'])).toThrow('mime type image png is not supported');
});

test('URL tokens: signed path, expiry and signature are all checked', () => {
  const token = signUrlToken(SECRET, { url: 'b/k.txt' }, 60);
  expect(verifyUrlToken(SECRET, token)).toMatchObject({ url: 'b/k.txt', exp: expect.any(Number), iat: expect.any(Number) });
  expect(() => verifyUrlToken(SECRET, token, Date.now() / 1000 + 61)).toThrow('jwt expired');
  expect(() => verifyUrlToken('another-secret-that-is-also-long-enough', token)).toThrow('invalid signature');
  expect(() => verifyUrlToken(SECRET, 'a.b')).toThrow('jwt malformed');
  expect(() => verifyUrlToken(SECRET, signHs256({ role: 'anon', exp: 9_999_999_999 }, SECRET))).toThrow('jwt malformed');
});

describe('image content (image-only buckets)', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
  const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
  test('formats are told by their first bytes', () => {
    expect(sniffImage(png)).toBe('image/png');
    expect(sniffImage(jpeg)).toBe('image/jpeg');
    expect(sniffImage(webp)).toBe('image/webp');
    expect(sniffImage(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffImage(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="x"/>'))).toBe('image/svg+xml');
    expect(sniffImage(Buffer.from('<!doctype html><script>x</script>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
  test('an image-only bucket takes any allowed image, an SVG only as itself', () => {
    const rules = ['image/png', 'image/jpeg', 'image/webp'];
    expect(() => mustBeImageContent(png, 'image/webp', rules)).not.toThrow();
    expect(() => mustBeImageContent(Buffer.from('GIF89a'), 'image/png', rules)).toThrow('does not match its mime type image/png');
    expect(() => mustBeImageContent(Buffer.from('<html>'), 'image/png', rules)).toThrow('does not match');
    expect(() => mustBeImageContent(Buffer.from('<svg>'), 'image/png', ['image/*'])).toThrow('does not match');
    expect(() => mustBeImageContent(Buffer.from('<svg>'), 'image/svg+xml', ['image/*'])).not.toThrow();
    expect(() => mustBeImageContent(Buffer.from('<html>'), 'text/html', ['image/*', 'text/html'])).not.toThrow();
    expect(isImageOnly(['image/*'])).toBe(true);
    expect(isImageOnly(['image/png', 'application/pdf'])).toBe(false);
    expect(isImageOnly(null)).toBe(false);
  });
});
