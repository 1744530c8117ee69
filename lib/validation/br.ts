// Brazilian formats of the profile forms: CEP, telephone (DDD + number), UF, Instagram profile and
// amounts in reais. Predicates and normalisers only; masks are in masks.ts, messages in the zod
// fields of profile-fields.ts. Stored forms match the profiles table's check constraints.
import { formatNumber } from '@/lib/format/numbers';

/** The 27 federative units, as profiles.state stores them, with their names. */
export const UF_NAMES = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const;

export type Uf = keyof typeof UF_NAMES;

export function isValidUf(value: string): value is Uf {
  return Object.hasOwn(UF_NAMES, value);
}

/** 'sp ' → 'SP'. */
export const normalizeUf = (value: string): string => value.trim().toUpperCase();

const digitsOf = (value: string): string => value.replace(/\D/g, '');

// CEP ----------------------------------------------------------------------------------------
/** '01310-100' → '01310100'. */
export const normalizeCep = digitsOf;

/** Eight digits; 00000-000 is no address. */
export function isValidCep(value: string): boolean {
  const cep = normalizeCep(value);
  return /^[\d.\-\s]+$/.test(value.trim()) && /^\d{8}$/.test(cep) && cep !== '00000000';
}

// Telephone ----------------------------------------------------------------------------------
// The DDDs in use (Anatel). The database accepts any two digits without zero; the form is stricter.
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55,
  61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** Digits only, without a leading +55 or trunk 0: '+55 (11) 98765-4321' → '11987654321'. */
export function normalizePhone(value: string): string {
  let digits = digitsOf(value);
  if (/^0\d{10,11}$/.test(digits)) digits = digits.slice(1);
  // 12 or 13 digits cannot be DDD + number: a leading 55 is the country code.
  if (/^55\d{10,11}$/.test(digits)) digits = digits.slice(2);
  return digits;
}

/** DDD + a mobile number (9 and 8 digits) or a landline (8 digits starting with 2–8). */
export function isValidPhone(value: string): boolean {
  if (!/^[\d\s()+.\-]+$/.test(value.trim())) return false;
  const phone = normalizePhone(value);
  if (!/^[1-9]{2}(9\d{8}|[2-8]\d{7})$/.test(phone)) return false;
  return DDDS.has(Number(phone.slice(0, 2)));
}

// Instagram ----------------------------------------------------------------------------------
// Instagram paths that are not profiles.
const INSTAGRAM_RESERVED = new Set(['p', 'reel', 'reels', 'explore', 'stories', 'accounts', 'tv', 'direct', 'about']);
const INSTAGRAM_URL = /^(?:https?:\/\/)?(?:www\.|m\.)?instagr(?:am\.com|\.am)\/([^/?#\s]+)\/?(?:[?#]\S*)?$/i;

/** Letters, digits, '.' and '_', up to 30, no leading, trailing or doubled dot. */
export function isValidInstagramHandle(handle: string): boolean {
  return (
    /^[A-Za-z0-9._]{1,30}$/.test(handle) &&
    !handle.startsWith('.') &&
    !handle.endsWith('.') &&
    !handle.includes('..') &&
    !INSTAGRAM_RESERVED.has(handle.toLowerCase())
  );
}

/**
 * The canonical profile URL for '@marca', 'marca', 'instagram.com/marca' or any
 * 'https://www.instagram.com/marca/?hl=pt' form; null when it is not an Instagram profile.
 */
export function normalizeInstagramUrl(value: string): string | null {
  const input = value.trim();
  const handle = INSTAGRAM_URL.exec(input)?.[1] ?? (/^@?[A-Za-z0-9._]+$/.test(input) ? input.replace(/^@/, '') : null);
  if (!handle || !isValidInstagramHandle(handle)) return null;
  return `https://instagram.com/${handle.toLowerCase()}`;
}

// Money ----------------------------------------------------------------------------------------
/** The largest "a partir de" price the forms accept: R$ 1.000.000,00. */
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * Cents from what a person types in reais: '1.500' and '1.500,00' → 150000, '80,5' → 8050,
 * '1500.75' → 150075. Null for anything that is not an amount.
 */
export function parseBrlToCents(value: string): number | null {
  const input = value.replace(/R\$|\s/g, '');
  if (!/^\d[\d.,]*$/.test(input)) return null;
  const comma = input.lastIndexOf(',');
  const dot = input.lastIndexOf('.');
  // The decimal separator is the last ',' or a last '.' followed by one or two digits.
  let decimalAt = comma;
  if (comma === -1 && dot !== -1 && /^\d{1,2}$/.test(input.slice(dot + 1)) && input.indexOf('.') === dot) decimalAt = dot;
  const whole = (decimalAt === -1 ? input : input.slice(0, decimalAt)).replace(/[.,]/g, '');
  const fraction = decimalAt === -1 ? '' : input.slice(decimalAt + 1);
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 150000 → 'R$ 1.500,00' (with the non-breaking space Intl puts after the symbol). */
export const formatCents = (cents: number): string => formatNumber(cents / 100, { currency: 'BRL' });
