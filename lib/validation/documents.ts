// Brazilian tax ids with their check digits. CNPJ follows the alphanumeric format the Receita
// Federal adopted in July 2026: 12 characters [0-9A-Z] and 2 numeric check digits, each character
// worth its ASCII code minus 48 (so digits keep their usual value and old CNPJs stay valid).

export type DocumentKind = 'cpf' | 'cnpj';

/** Uppercase letters and digits only: the stored form of a CPF or CNPJ. */
export function normalizeDocument(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

const allSame = (value: string) => /^(.)\1*$/.test(value);

/** Check digit with the modulo-11 rule shared by CPF and CNPJ (remainder < 2 → 0). */
function mod11Digit(values: number[], weights: number[]): number {
  const sum = values.reduce((acc, value, i) => acc + value * weights[i], 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function isValidCpf(input: string): boolean {
  const cpf = input.replace(/\D/g, '');
  if (cpf.length !== 11 || /\D/.test(input.replace(/[.\-\s]/g, '')) || allSame(cpf)) return false;
  const digits = [...cpf].map(Number);
  const first = mod11Digit(digits.slice(0, 9), CPF_WEIGHTS_1);
  const second = mod11Digit(digits.slice(0, 10), CPF_WEIGHTS_2);
  return digits[9] === first && digits[10] === second;
}

export function isValidCnpj(input: string): boolean {
  if (/[^0-9A-Za-z.\-/\s]/.test(input)) return false;
  const cnpj = normalizeDocument(input);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const values = [...cnpj].map((char) => char.charCodeAt(0) - 48);
  const first = mod11Digit(values.slice(0, 12), CNPJ_WEIGHTS_1);
  const second = mod11Digit(values.slice(0, 13), CNPJ_WEIGHTS_2);
  return values[12] === first && values[13] === second;
}

/** 'cpf' for 11 digits, 'cnpj' for 14 characters, null for anything else. */
export function documentKind(input: string): DocumentKind | null {
  const normalized = normalizeDocument(input);
  if (/^\d{11}$/.test(normalized)) return 'cpf';
  if (normalized.length === 14) return 'cnpj';
  return null;
}

export function isValidCpfOrCnpj(input: string): boolean {
  const kind = documentKind(input);
  if (kind === 'cpf') return isValidCpf(input);
  if (kind === 'cnpj') return isValidCnpj(input);
  return false;
}
