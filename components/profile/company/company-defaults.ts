// The company form's starting values, from the stored profile (masks applied for display).
import type { OwnProfile } from '@/lib/queries/profile-editor';
import { maskCep, maskCpfCnpj, maskPhone } from '@/lib/validation/masks';
import type { CompanyFormValues } from './company-form-fields';

export function companyDefaults(p: OwnProfile): CompanyFormValues {
  return {
    type: p.type ?? '',
    company_category: p.company_category ?? '',
    company_segment: p.company_segment ?? '',
    company_name: p.company_name ?? '',
    legal_name: p.legal_name ?? '',
    cpf_cnpj: maskCpfCnpj(p.cpf_cnpj ?? ''),
    zip_code: maskCep(p.zip_code ?? ''),
    city: p.city ?? '',
    state: p.state ?? '',
    street: p.street ?? '',
    street_number: p.street_number ?? '',
    instagram_url: p.instagram_url ?? '',
    full_name: p.full_name ?? '',
    phone_number: maskPhone(p.phone_number ?? ''),
    agency_service_types: [...p.agency_service_types],
    company_description: p.company_description ?? '',
    company_website: p.company_website ?? '',
  };
}
