// TOTP as the stack checks it, against the otpauth package (an independent RFC 6238
// implementation), and the project's [auth.mfa] settings as loadConfig reads them.
import * as OTPAuth from 'otpauth';
import { loadConfig } from '../config';
import { base32Decode, base32Encode, newTotpSecret, totpMatches, totpQrSvg, totpUri } from './totp';

const reference = (secret: string, timestamp: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

describe('TOTP', () => {
  it('makes 20-byte base32 secrets that decode back', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI'); // RFC 4648 §10
  });

  it('accepts the codes of the current step and one step either side, nothing further', () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 0, 1, 12, 0, 15);
    for (const offset of [-30, 0, 30]) expect(totpMatches(secret, reference(secret, now + offset * 1000), now)).toBe(true);
    for (const offset of [-90, -60, 60, 90]) {
      const code = reference(secret, now + offset * 1000);
      const nearby = [-30, 0, 30].map((o) => reference(secret, now + o * 1000));
      if (!nearby.includes(code)) expect(totpMatches(secret, code, now)).toBe(false);
    }
    expect(totpMatches(secret, '12345', now)).toBe(false);
    expect(totpMatches(secret, 'abcdef', now)).toBe(false);
  });

  it('matches RFC 6238’s SHA-1 test vector', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(totpMatches(secret, '287082', 59_000)).toBe(true); // 94287082, 6 digits
    expect(totpMatches(secret, '081804', 1_111_111_109_000)).toBe(true); // 07081804
  });

  it('writes the otpauth URI and a QR code in SVG', async () => {
    const uri = totpUri('localhost:3000', 'ana@example.com', 'JBSWY3DPEHPK3PXP');
    expect(uri).toBe(
      'otpauth://totp/localhost:3000:ana@example.com?algorithm=SHA1&digits=6&issuer=localhost%3A3000&period=30&secret=JBSWY3DPEHPK3PXP',
    );
    expect(await totpQrSvg(uri)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
  });
});

describe('the project’s [auth.mfa] settings', () => {
  it('turn TOTP on, phone and WebAuthn off, allow 10 factors, and keep secure_password_change off', () => {
    const config = loadConfig();
    expect(config.mfa).toEqual({
      maxEnrolledFactors: 10,
      totp: { enrollEnabled: true, verifyEnabled: true },
      phone: { enrollEnabled: false, verifyEnabled: false, otpLength: 6, template: 'Your code is {{ .Code }}', maxFrequency: 5 },
      webAuthn: { enrollEnabled: false, verifyEnabled: false },
    });
    expect(config.securePasswordChange).toBe(false);
  });
});
