// Input masks applied while typing. They only format; validation lives in the zod schemas.
import { normalizeDocument } from './documents';

/** Applies a pattern where '#' takes the next character and anything else is a separator. */
function applyPattern(chars: string, pattern: string): string {
  let out = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= chars.length) break;
    if (slot === '#') out += chars[index++];
    else out += slot;
  }
  return out;
}

const CPF_PATTERN = '###.###.###-##';
const CNPJ_PATTERN = '##.###.###/####-##';

/**
 * CPF mask up to 11 digits; beyond that, or as soon as a letter appears (alphanumeric CNPJ),
 * the CNPJ mask up to 14 characters.
 */
export function maskCpfCnpj(value: string): string {
  const chars = normalizeDocument(value).slice(0, 14);
  const isCnpj = chars.length > 11 || /[A-Z]/.test(chars);
  return applyPattern(chars, isCnpj ? CNPJ_PATTERN : CPF_PATTERN);
}

/** CEP: 00000-000. */
export function maskCep(value: string): string {
  return applyPattern(value.replace(/\D/g, '').slice(0, 8), '#####-###');
}

/** Telephone with DDD: (11) 3333-4444 for landlines, (11) 98765-4321 for mobiles. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  if (digits.length === 0) return '';
  return applyPattern(digits, digits.length <= 10 ? '(##) ####-####' : '(##) #####-####');
}
