// /profile-empresa: the company profile of a hirer (docs/product/routes.md, rules 4–5). Every field may be saved while
// still empty, so a partial profile is kept; a value that is present must be valid. Which fields
// are required is decided by lib/profile/completeness.ts, never here.
import { z } from '@/lib/validation/zod';
import { HIRER_TYPES } from '@/lib/constants';
import type { OptionalCompanyField, RequiredField } from '@/lib/profile/completeness';
import { fullNameField } from './fields';
import {
  emptyOr,
  optionalCepField,
  optionalCompanySiteField,
  optionalCpfCnpjField,
  optionalCompanyInstagramField,
  optionalPhoneField,
  optionalText,
  optionalUfField,
  parseEachField,
} from './profile-fields';

export const HIRER_TYPE_MESSAGE = 'Escolha se você é uma marca ou uma agência.';
export const MAX_AGENCY_SERVICES = 20;
/** The company description's limit (the profiles table checks it too). */
export const MAX_COMPANY_DESCRIPTION = 500;

/**
 * The company fields a hirer types (logo_url is saved by its own upload; email by the account),
 * the required ones and the optional description and website.
 */
export const companyFieldSchemas = {
  company_category: optionalText(120, 'A categoria'),
  company_segment: optionalText(120, 'O segmento'),
  company_name: optionalText(200, 'O nome da empresa'),
  legal_name: optionalText(200, 'A razão social'),
  cpf_cnpj: optionalCpfCnpjField,
  zip_code: optionalCepField,
  city: optionalText(120, 'A cidade'),
  state: optionalUfField,
  street: optionalText(200, 'A rua'),
  street_number: optionalText(20, 'O número'),
  instagram_url: optionalCompanyInstagramField,
  // An empty name is allowed (the list reports it); a present one follows the sign-up rules.
  full_name: emptyOr(fullNameField),
  phone_number: optionalPhoneField,
  agency_service_types: z
    .array(z.string().trim().min(1).max(120), { error: 'Escolha os serviços da agência.' })
    .max(MAX_AGENCY_SERVICES, { error: `Escolha no máximo ${MAX_AGENCY_SERVICES} serviços.` })
    .transform((names) => [...new Set(names)]),
  // Optional: they never count toward completeness (lib/profile/completeness.ts).
  company_description: optionalText(MAX_COMPANY_DESCRIPTION, 'A descrição'),
  company_website: optionalCompanySiteField,
} satisfies Record<Exclude<RequiredField, 'logo_url' | 'email'> | OptionalCompanyField, z.ZodType>;

export type CompanyField = keyof typeof companyFieldSchemas;
export const COMPANY_FIELDS = Object.keys(companyFieldSchemas) as CompanyField[];

const rawText = z.string().max(4000).optional();
type TextField = Exclude<CompanyField, 'agency_service_types'>;
const rawTextFields = Object.fromEntries(
  COMPANY_FIELDS.filter((field) => field !== 'agency_service_types').map((field) => [field, rawText]),
) as Record<TextField, typeof rawText>;

/** What the form sends: the type, then every field as typed (checked one by one afterwards). */
export const companyProfileInputSchema = z.object({
  type: z.enum(HIRER_TYPES, { error: HIRER_TYPE_MESSAGE }),
  ...rawTextFields,
  agency_service_types: z.array(z.string().max(200)).max(60).optional(),
});

export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;
export type CompanyFieldValues = { [K in CompanyField]: z.output<(typeof companyFieldSchemas)[K]> };

/** The valid fields in their stored form, and the messages of the invalid ones. */
export function parseCompanyFields(input: Omit<CompanyProfileInput, 'type'>) {
  return parseEachField(companyFieldSchemas, input);
}

/** What a company save answers: the required fields still empty and the fields not saved. */
export type CompanySaveResult = {
  missing: RequiredField[];
  /** Messages of the fields that were not saved because their value is invalid. */
  invalid: Record<string, string[]>;
};
