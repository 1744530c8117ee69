'use server';
// /profile-empresa (docs/product/routes.md, rules 4–5): saves what is valid, reports what is invalid and which required
// fields are still missing (with the spec's labels, on the client). The session is refreshed so
// the gate claim follows at once: a complete profile unlocks the menu on the next render.
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { refreshSessionAndNextStep } from '@/lib/auth/refresh-gate';
import { CATEGORY_HIRER, TYPE_BRAND } from '@/lib/constants';
import { GATE_FIELDS, missingFieldsOfProfile } from '@/lib/profile/completeness';
import { columnList } from '@/lib/supabase/select';
import { companyProfileInputSchema, parseCompanyFields, type CompanyField, type CompanySaveResult } from '@/lib/validation/profile-company';
import { checkCompanyOptions } from '@/lib/data/company-options';

const NOT_A_HIRER = 'O perfil da empresa é apenas para quem contrata.';
/** What the missing-fields report needs: the type and every required field. */
const STATUS_COLUMNS = columnList(['type', ...GATE_FIELDS]);

/** Fields only one type uses: the other type neither sees nor changes them. */
const BRAND_ONLY = ['company_category', 'company_segment'] as const satisfies readonly CompanyField[];
const AGENCY_ONLY = ['agency_service_types'] as const satisfies readonly CompanyField[];

export const saveCompanyProfile = defineAction(companyProfileInputSchema, async ({ type, ...raw }, { supabase, user }) => {
  const skip = type === TYPE_BRAND ? AGENCY_ONLY : BRAND_ONLY;
  for (const field of skip) delete raw[field];

  const { values, errors } = parseCompanyFields(raw);
  const options = await checkCompanyOptions(supabase, user.id, values);
  if (!options.ok) return options;
  for (const field of ['company_category', 'agency_service_types'] as const) {
    const messages = options.data[field];
    if (!messages) continue;
    errors[field] = messages;
    delete values[field];
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
  return actionOk<CompanySaveResult>({ missing: missingFieldsOfProfile(data[0]), invalid: errors });
});
