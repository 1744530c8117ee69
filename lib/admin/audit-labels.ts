// The audit log (/admin/audit) shows what changed in pt-BR: the columns of the administered tables
// by the names the admin screens give them, never the database's (docs/product/admin.md).
import { OPTIONAL_COMPANY_FIELDS, companyFieldLabel, isRequiredField } from '@/lib/profile/completeness';

const COLUMN_LABELS: Record<string, string> = {
  id: 'Id',
  name: 'Nome',
  slug: 'Endereço',
  icon: 'Ícone',
  menu_section: 'Seção do menu',
  in_menu: 'No menu',
  position: 'Posição',
  page_id: 'Página',
  user_category: 'Categoria',
  has_access: 'Acesso',
  type: 'Tipo',
  url: 'Endereço do arquivo',
  description: 'Descrição',
  active: 'Ativo',
  service_type_id: 'Tipo de serviço',
  text: 'Texto',
  kind: 'Formato',
  options: 'Opções',
  required: 'Obrigatória',
  version: 'Versão',
  title: 'Título',
  body: 'Texto',
  body_md: 'Texto',
  is_current: 'Vigente',
  published_at: 'Publicada em',
  link: 'Link',
  target_category: 'Destinatários',
  recipients: 'Pessoas alcançadas',
  sent_at: 'Enviada em',
  sent_by: 'Enviada por',
  created_by: 'Criada por',
  created_at: 'Criado em',
  category: 'Categoria',
  onboarding_completed: 'Cadastro concluído',
  onboarding_step: 'Etapa do cadastro',
  avatar_url: 'Foto',
  is_blocked: 'Bloqueada',
  verified_at: 'Verificada em',
  headline: 'Apresentação',
  bio: 'Bio',
  tiktok_url: 'TikTok',
  youtube_url: 'YouTube',
  website_url: 'Site',
  portfolio_urls: 'Portfólio',
  followers_range: 'Seguidores',
  price_from: 'Preço a partir de',
  languages: 'Idiomas',
  terms_version_accepted: 'Versão dos termos aceita',
  terms_accepted_at: 'Termos aceitos em',
  // details of the account operations
  reason: 'Motivo',
  files_left_in: 'Arquivos que ficaram em',
};

/** 'company_name' → 'Nome da empresa'; a column without a label keeps its name. */
export function auditColumnLabel(column: string): string {
  if (isRequiredField(column)) return companyFieldLabel(column);
  if (Object.hasOwn(OPTIONAL_COMPANY_FIELDS, column)) return OPTIONAL_COMPANY_FIELDS[column as keyof typeof OPTIONAL_COMPANY_FIELDS];
  return COLUMN_LABELS[column] ?? column;
}

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** 'Nome: "A" → "B"; Ativo: true → false' for an update; every field of the row for a creation or deletion. */
export function describeAuditChange(before: unknown, after: unknown): string {
  const a = (before ?? null) as Record<string, unknown> | null;
  const b = (after ?? null) as Record<string, unknown> | null;
  if (a && b) {
    return Object.keys(b)
      .filter((key) => key !== 'updated_at' && JSON.stringify(a[key]) !== JSON.stringify(b[key]))
      .map((key) => `${auditColumnLabel(key)}: ${show(a[key])} → ${show(b[key])}`)
      .join('; ');
  }
  const row = b ?? a;
  if (!row) return '';
  return Object.entries(row)
    .filter(([key, value]) => key !== 'updated_at' && value !== null && value !== undefined)
    .map(([key, value]) => `${auditColumnLabel(key)}: ${show(value)}`)
    .join('; ');
}
