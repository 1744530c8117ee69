// TOTP factors (RFC 6238 over RFC 4226's HOTP) as GoTrue makes and checks them: a 20-byte
// secret in base32 without padding, SHA-1, 6 digits, 30-second steps, and a code of the step
// before or after the current one also accepted (clock skew of one step). The enrolment answers
// the otpauth:// URI and its QR code as SVG (GoTrue's qr_code; auth-js turns it into a data URI).
import crypto from 'node:crypto';
import QRCode from 'qrcode';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
const SKEW = 1;

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = ALPHABET.indexOf(ch);
    if (i < 0) throw new Error('invalid base32 secret');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = () => base32Encode(crypto.randomBytes(20));

function hotp(key: Buffer, counter: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1] & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS;
  return code.toString().padStart(TOTP_DIGITS, '0');
}

/** True when `code` is the secret's code of the current step or of the step just before or after. */
export function totpMatches(secret: string, code: string, nowMs = Date.now()): boolean {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return false;
  const key = base32Decode(secret);
  const step = Math.floor(nowMs / 1000 / TOTP_PERIOD);
  let ok = false;
  for (let d = -SKEW; d <= SKEW; d++) {
    const expected = Buffer.from(hotp(key, step + d));
    // Every candidate is compared, in constant time, whatever matched before.
    if (crypto.timingSafeEqual(expected, Buffer.from(code))) ok = true;
  }
  return ok;
}

/** Go's url path escaping: what encodeURIComponent escapes but $&+,/:;=@, which a path keeps. */
const pathEscape = (s: string) =>
  encodeURIComponent(s).replace(/%(24|26|2B|2C|2F|3A|3B|3D|40)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The key URI authenticator apps read (Google Authenticator's format, as GoTrue's library writes it). */
export function totpUri(issuer: string, account: string, secret: string): string {
  const label = pathEscape(`${issuer}:${account}`);
  const q = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD),
    secret,
  });
  return `otpauth://totp/${label}?${q.toString().replace(/\+/g, '%20')}`;
}

/** The URI as a QR code in SVG, with the highest error correction (as GoTrue's). */
export const totpQrSvg = (uri: string) => QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 4 });
