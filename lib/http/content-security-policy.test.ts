import { createHash } from 'node:crypto';
import { SHELL_SCRIPT_HASHES, contentSecurityPolicy, newNonce } from './content-security-policy';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  );

describe('contentSecurityPolicy', () => {
  const nonce = 'bm9uY2Vub25jZW5vbmNlMQ==';

  test('scripts only from the app, the request nonce and the fixed shell script; never unsafe-inline or eval in production', () => {
    const d = directives(contentSecurityPolicy({ nonce, supabaseUrl: 'https://abc.supabase.co', development: false }));
    expect(d['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, ...SHELL_SCRIPT_HASHES.map((h) => `'${h}'`)]);
    expect(d['script-src'].join(' ')).not.toMatch(/unsafe/);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['upgrade-insecure-requests']).toEqual([]);
  });

  test("images from the app and the project's Storage only; connections to the project over HTTPS and WebSocket", () => {
    const d = directives(contentSecurityPolicy({ nonce, supabaseUrl: 'https://abc.supabase.co/', development: false }));
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://abc.supabase.co/storage/v1/']);
    expect(d['connect-src']).toEqual(["'self'", 'https://abc.supabase.co', 'wss://abc.supabase.co', 'https://viacep.com.br']);
  });

  test('the local stack over http: ws:, no upgrade to https; eval only in development', () => {
    const local = contentSecurityPolicy({ nonce, supabaseUrl: 'http://127.0.0.1:54321', development: true });
    const d = directives(local);
    expect(d['connect-src']).toEqual(["'self'", 'http://127.0.0.1:54321', 'ws://127.0.0.1:54321', 'https://viacep.com.br']);
    expect(d['script-src']).toContain("'unsafe-eval'");
    expect(local).not.toContain('upgrade-insecure-requests');
  });

  test('a document stored whole leaves inline scripts to the policy it carries; every other directive stays', () => {
    const d = directives(contentSecurityPolicy({ nonce, supabaseUrl: 'https://abc.supabase.co', development: false, storedWhole: true }));
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
  });

  test("a document rendered for the request: the nonce and the stored shell's fixed script", () => {
    const d = directives(contentSecurityPolicy({ nonce, supabaseUrl: 'https://abc.supabase.co', development: false }));
    expect(d['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, ...SHELL_SCRIPT_HASHES.map((h) => `'${h}'`)]);
  });

  test('the allowed shell script hash is the hash of the code it names', () => {
    const code = 'requestAnimationFrame(function(){$RT=performance.now()});';
    expect(SHELL_SCRIPT_HASHES).toContain(`sha256-${createHash('sha256').update(code).digest('base64')}`);
  });
});

describe('newNonce', () => {
  test('128 random bits, base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});
