// The pt-BR labels of the company form's fields: the form and the "Campos pendentes" panel of
// /profile-empresa both name the fields this way. The 'Perfil incompleto' toast keeps the spec's
// own labels (fieldLabel in lib/profile/completeness.ts, spec §5).
import type { RequiredField } from '@/lib/profile/completeness';

export const COMPANY_FIELD_LABELS = {
  company_category: 'Categoria',
  company_segment: 'Segmento',
  logo_url: 'Logo',
  company_name: 'Nome da empresa',
  legal_name: 'Razão social',
  cpf_cnpj: 'CNPJ ou CPF',
  zip_code: 'CEP',
  city: 'Cidade',
  state: 'Estado (UF)',
  street: 'Rua',
  street_number: 'Número',
  instagram_url: 'Instagram',
  full_name: 'Nome do responsável',
  phone_number: 'Telefone',
  email: 'E-mail',
  agency_service_types: 'Serviços da agência',
} as const satisfies Record<RequiredField, string>;
