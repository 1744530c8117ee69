// The company category and the agency services come from the administrators' lists. A value
// that is no longer offered may stay only if the profile already had it.
import 'server-only';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { actionError, actionOk, type ActionResult } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import type { CompanyFieldValues } from '@/lib/validation/profile-company';

const UNKNOWN_CATEGORY = 'Escolha uma categoria da lista.';
const UNKNOWN_SERVICE = 'Escolha os serviços entre as opções da lista.';

/** The company fields whose values come from the administrators' lists. */
export type CompanyOptionField = 'company_category' | 'agency_service_types';

/** Messages for the fields whose value is not an offered option, by field. */
export async function checkCompanyOptions(
  supabase: TypedSupabaseClient,
  userId: string,
  values: Partial<CompanyFieldValues>,
): Promise<ActionResult<Partial<Record<CompanyOptionField, string[]>>>> {
  const category = values.company_category;
  const services = values.agency_service_types;
  if (!category && !services?.length) return actionOk({});

  const [own, categories, agencyServices] = await Promise.all([
    supabase.from('profiles').select('company_category, agency_service_types').eq('id', userId).maybeSingle(),
    category ? supabase.from('company_types').select('name') : null,
    services?.length ? supabase.from('agency_service_types').select('name') : null,
  ]);
  const error = own.error ?? categories?.error ?? agencyServices?.error;
  if (error) return actionError(dataErrorMessage(error));

  const problems: Partial<Record<CompanyOptionField, string[]>> = {};
  if (category && category !== own.data?.company_category && !categories?.data?.some((row) => row.name === category)) {
    problems.company_category = [UNKNOWN_CATEGORY];
  }
  if (services?.length) {
    const offered = new Set([...(agencyServices?.data ?? []).map((row) => row.name), ...(own.data?.agency_service_types ?? [])]);
    if (services.some((name) => !offered.has(name))) problems.agency_service_types = [UNKNOWN_SERVICE];
  }
  return actionOk(problems);
}
