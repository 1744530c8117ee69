// Fresh identities for tests that create accounts: unique e-mails and valid CPFs.
import crypto from 'node:crypto';

export const NEW_USER_PASSWORD = 'Senha-forte-123';

export const uniqueEmail = (tag: string): string => `e2e-${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** A random CPF with correct check digits (modulo 11), unmasked. */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => crypto.randomInt(10));
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0] + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const remainder = sum % 11;
    digits.push(remainder < 2 ? 0 : 11 - remainder);
  }
  return digits.join('');
}
