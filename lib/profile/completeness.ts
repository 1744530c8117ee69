// Which company fields a hirer must fill, and how they are named (docs/product/routes.md, docs/product/messages.md). The one
// TypeScript source of these field names: the required lists, the gate claim's `filled` order, the
// form's pt-BR labels, the company save's status read and the profile editor's read derive from it.
// SQL repeats the list once, in the access token hook; supabase/tests/access-token-hook.test.ts
// asserts that both agree. SQL reports what is filled (the `gate` claim), this decides.
import { TYPE_BRAND } from '@/lib/constants';

/** Every field either type needs, in the order the `gate` claim reports them in `filled`. */
export const GATE_FIELDS = [
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
  'agency_service_types',
] as const;

export type RequiredField = (typeof GATE_FIELDS)[number];

type FieldRule = {
  /** The label of the company form and of the "Campos pendentes" panel. */
  label: string;
  /** Which hirer type must fill it. */
  requiredOf: 'both' | 'brand' | 'agency';
};

const FIELD_RULES = {
  company_category: { label: 'Categoria', requiredOf: 'brand' },
  company_segment: { label: 'Segmento', requiredOf: 'brand' },
  logo_url: { label: 'Logo', requiredOf: 'both' },
  company_name: { label: 'Nome da empresa', requiredOf: 'both' },
  legal_name: { label: 'Razão social', requiredOf: 'both' },
  cpf_cnpj: { label: 'CNPJ ou CPF', requiredOf: 'both' },
  zip_code: { label: 'CEP', requiredOf: 'both' },
  city: { label: 'Cidade', requiredOf: 'both' },
  state: { label: 'Estado (UF)', requiredOf: 'both' },
  street: { label: 'Rua', requiredOf: 'both' },
  street_number: { label: 'Número', requiredOf: 'both' },
  instagram_url: { label: 'Instagram', requiredOf: 'both' },
  full_name: { label: 'Nome do responsável', requiredOf: 'both' },
  phone_number: { label: 'Telefone', requiredOf: 'both' },
  email: { label: 'E-mail', requiredOf: 'both' },
  agency_service_types: { label: 'Serviços da agência', requiredOf: 'agency' },
} as const satisfies Record<RequiredField, FieldRule>;

/** Required fields of a hirer whose type is 'Sou uma Marca' (the spec's 15, in its order). */
export const BRAND_REQUIRED_FIELDS: readonly RequiredField[] = GATE_FIELDS.filter((f) => FIELD_RULES[f].requiredOf !== 'agency');

/** The brand list without company_category and company_segment, plus agency_service_types. */
export const AGENCY_REQUIRED_FIELDS: readonly RequiredField[] = GATE_FIELDS.filter((f) => FIELD_RULES[f].requiredOf !== 'brand');

/**
 * The pt-BR label of a company field: the form and the "Campos pendentes" panel of /profile-empresa
 * name the fields this way. The 'Perfil incompleto' toast keeps the spec's own labels (fieldLabel
 * below, docs/product/messages.md).
 */
export function companyFieldLabel(field: RequiredField): string {
  return FIELD_RULES[field].label;
}

/**
 * Company fields that never count toward completeness: the spec fixes the required lists above,
 * so these are offered as optional (docs/product/accounts.md, "Company profile").
 */
export const OPTIONAL_COMPANY_FIELDS = {
  company_description: 'Descrição da empresa',
  company_website: 'Site',
} as const;

export type OptionalCompanyField = keyof typeof OPTIONAL_COMPANY_FIELDS;

/** The pt-BR label of any field of the company form, required or optional. */
export function companyFormLabel(field: RequiredField | OptionalCompanyField): string {
  return isRequiredField(field) ? companyFieldLabel(field) : OPTIONAL_COMPANY_FIELDS[field];
}

/** Whether `name` is one of the required company fields. */
export function isRequiredField(name: string): name is RequiredField {
  return Object.hasOwn(FIELD_RULES, name);
}

export const INCOMPLETE_PROFILE_TITLE = 'Perfil incompleto';
const INCOMPLETE_PROFILE_PREFIX = 'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: ';

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

export type CompanyProgress = {
  /** How many fields the type requires. */
  required: number;
  /** How many of them are filled. */
  filled: number;
  /** The ones still empty, in the spec's order. */
  missing: RequiredField[];
};

/** How far a company profile is from complete: the same rule as the gate, counted. */
export function companyProgress(profile: CompanyProfileFields): CompanyProgress {
  const required = requiredFieldsFor(profile.type);
  const missing = missingFieldsOfProfile(profile);
  return { required: required.length, filled: required.length - missing.length, missing };
}

/** 'Faltam 4 itens', 'Falta 1 item', 'Nenhum item faltando'. */
export function missingItemsText(count: number): string {
  if (count <= 0) return 'Nenhum item faltando';
  return count === 1 ? 'Falta 1 item' : `Faltam ${count} itens`;
}

/** Required fields absent from the gate claim's `filled` list. */
export function missingFieldsOfFilled(type: string | null | undefined, filled: readonly string[]): RequiredField[] {
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
