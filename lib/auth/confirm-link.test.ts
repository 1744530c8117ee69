import { invalidLinkTarget, readConfirmLink, recoveryRedirectUrl, safeNext } from './confirm-link';

const read = (q: string) => readConfirmLink(new URLSearchParams(q));

describe('the e-mail link at /auth/confirm', () => {
  it('takes the PKCE code and the page to open next', () => {
    expect(read('next=%2Fredefinir-senha&code=abc')).toEqual({ kind: 'code', code: 'abc', next: '/redefinir-senha', recovery: true });
    expect(read('code=abc')).toEqual({ kind: 'code', code: 'abc', next: '/feed', recovery: false });
  });

  it('takes a token hash with its type; recovery goes to /redefinir-senha by default', () => {
    expect(read('token_hash=h&type=recovery')).toEqual({
      kind: 'token_hash',
      tokenHash: 'h',
      type: 'recovery',
      next: '/redefinir-senha',
      recovery: true,
    });
    expect(read('token_hash=h&type=nope').kind).toBe('invalid');
  });

  it('treats an expired or used link (Auth redirects with error) as invalid', () => {
    const link = read('next=%2Fredefinir-senha&error=access_denied&error_code=otp_expired');
    expect(link).toEqual({ kind: 'invalid', next: '/redefinir-senha', recovery: true });
    expect(invalidLinkTarget(link)).toBe('/redefinir-senha/link-invalido');
    expect(invalidLinkTarget(read('error=x'))).toBe('/login');
    expect(read('').kind).toBe('invalid');
  });

  it('never leaves the site', () => {
    expect(safeNext('//evil.example')).toBe('/feed');
    expect(safeNext('https://evil.example')).toBe('/feed');
    expect(safeNext('/\\evil.example')).toBe('/feed');
    expect(safeNext('/profile')).toBe('/profile');
    expect(recoveryRedirectUrl('http://localhost:3000')).toBe('http://localhost:3000/auth/confirm?next=%2Fredefinir-senha');
  });
});
