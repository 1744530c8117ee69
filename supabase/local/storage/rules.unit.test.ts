// Pure rules of the Storage service: key and bucket names, mimetype rules, URL tokens.
import { signHs256 } from '../keys';
import { mustBeAllowedMime, mustBeValidMimeRules } from './mime';
import { isSafeKey, isValidBucketName } from './names';
import { signUrlToken, verifyUrlToken } from './tokens';

const SECRET = 'unit-test-secret-with-at-least-32-characters';

test('keys: Storage characters only, and nothing that escapes the bucket folder', () => {
  for (const ok of ['a.txt', 'folder/sub/file name (1).png', "x!-_.*'()&$@=;:+,?/y"]) expect(isSafeKey(ok)).toBe(true);
  for (const bad of ['', '/abs', 'a//b', 'a/', '..', 'a/../b', './a', 'a/./b', 'a\\b', 'a\u0000b', 'ção.txt', 'a#b', 'a%2e', 'x'.repeat(256)]) {
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
