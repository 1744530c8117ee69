'use server';
// /profile-empresa (spec §4): saves what is valid, reports what is invalid and which required
// fields are still missing (with the spec's labels, on the client). The session is refreshed so
// the gate claim follows at once: a complete profile unlocks the menu on the next render.
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { refreshSessionAndNextStep } from '@/lib/auth/refresh-gate';
import { CATEGORY_HIRER, TYPE_BRAND } from '@/lib/constants';
import { missingFieldsOfProfile } from '@/lib/profile/completeness';
import { companyProfileInputSchema, parseCompanyFields, type CompanyField } from '@/lib/validation/profile-company';
import { checkCompanyOptions } from '@/lib/data/company-options';
import type { CompanySaveResult } from '@/lib/validation/company-save-result';

const NOT_A_HIRER = 'O perfil da empresa é apenas para quem contrata.';
const STATUS_COLUMNS =
  'type, company_category, company_segment, logo_url, company_name, legal_name, cpf_cnpj, zip_code, city, state, ' +
  'street, street_number, instagram_url, full_name, phone_number, email, agency_service_types';

/** Fields only one type uses: the other type neither sees nor changes them. */
const BRAND_ONLY: CompanyField[] = ['company_category', 'company_segment'];
const AGENCY_ONLY: CompanyField[] = ['agency_service_types'];

export const saveCompanyProfile = defineAction(companyProfileInputSchema, async ({ type, ...raw }, { supabase, user }) => {
  const skip = type === TYPE_BRAND ? AGENCY_ONLY : BRAND_ONLY;
  for (const field of skip) delete raw[field];

  const { values, errors } = parseCompanyFields(raw);
  const options = await checkCompanyOptions(supabase, user.id, values);
  if (!options.ok) return options;
  for (const [field, messages] of Object.entries(options.data)) {
    errors[field] = messages;
    delete values[field as CompanyField];
  }

  const { data, error } = await supabase
    .from('profiles')
    .update({ type, ...values })
    .eq('id', user.id)
    .eq('category', CATEGORY_HIRER)
    .select(STATUS_COLUMNS);
  if (error) return actionError(dataErrorMessage(error));
  if (!data?.length) return actionError(NOT_A_HIRER);

  const refreshed = await refreshSessionAndNextStep(supabase);
  if (!refreshed.ok) return refreshed;
  const missing = missingFieldsOfProfile(data[0] as unknown as Parameters<typeof missingFieldsOfProfile>[0]);
  return actionOk<CompanySaveResult>({ missing, invalid: errors });
});
