// Which company fields a hirer must fill, and how missing ones are named (spec §4, §5, §8).
// The only place these lists live: SQL reports what is filled (the `gate` claim), this decides.
import { TYPE_BRAND } from '@/lib/constants';

/** Required fields of a hirer whose type is 'Sou uma Marca'. */
export const BRAND_REQUIRED_FIELDS = [
  'company_category',
  'company_segment',
  'logo_url',
  'company_name',
  'legal_name',
  'cpf_cnpj',
  'zip_code',
  'city',
  'state',
  'street',
  'street_number',
  'instagram_url',
  'full_name',
  'phone_number',
  'email',
] as const;

/** The brand list without company_category and company_segment, plus agency_service_types. */
export const AGENCY_REQUIRED_FIELDS = [
  ...BRAND_REQUIRED_FIELDS.filter((f) => f !== 'company_category' && f !== 'company_segment'),
  'agency_service_types',
] as const;

export type RequiredField = (typeof BRAND_REQUIRED_FIELDS)[number] | 'agency_service_types';

/** Every field either list needs: the columns the `gate` claim reports in `filled`. */
export const GATE_FIELDS: readonly RequiredField[] = [
  ...BRAND_REQUIRED_FIELDS,
  'agency_service_types',
];

export const INCOMPLETE_PROFILE_TITLE = 'Perfil incompleto';
const INCOMPLETE_PROFILE_PREFIX =
  'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: ';

const SPECIAL_LABELS: Partial<Record<string, string>> = {
  agency_service_types: 'Tipos de Serviço da Agência',
};

/** 'Sou uma Marca' uses the brand list; any other type is treated as an agency. */
export function requiredFieldsFor(type: string | null | undefined): readonly RequiredField[] {
  return type === TYPE_BRAND ? BRAND_REQUIRED_FIELDS : AGENCY_REQUIRED_FIELDS;
}

/**
 * Empty means null/undefined, a blank string, or an array without a filled element
 * (agency_service_types), the same rule the access token hook applies in SQL.
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.some(isFilled);
  return true;
}

export type CompanyProfileFields = { type?: string | null } & Partial<Record<RequiredField, unknown>>;

/** Required fields still empty in a profile row. */
export function missingFieldsOfProfile(profile: CompanyProfileFields): RequiredField[] {
  return requiredFieldsFor(profile.type).filter((field) => !isFilled(profile[field]));
}

/** Required fields absent from the gate claim's `filled` list. */
export function missingFieldsOfFilled(
  type: string | null | undefined,
  filled: readonly string[],
): RequiredField[] {
  const present = new Set(filled);
  return requiredFieldsFor(type).filter((field) => !present.has(field));
}

/** 'street_number' → 'Street Number'; agency_service_types has its own pt-BR label. */
export function fieldLabel(field: string): string {
  const special = SPECIAL_LABELS[field];
  if (special) return special;
  return field
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The description of the 'Perfil incompleto' toast. */
export function incompleteProfileMessage(missing: readonly string[]): string {
  return INCOMPLETE_PROFILE_PREFIX + missing.map(fieldLabel).join(', ');
}
