// The audit log (/admin/audit) shows what changed in pt-BR: the columns of the administered tables
// by the names the admin screens give them, never the database's (docs/product/admin.md).
import { CONTRACT_STATUS_LABELS } from '@/lib/hiring/states';
import { OPTIONAL_COMPANY_FIELDS, companyFieldLabel, isRequiredField } from '@/lib/profile/completeness';

/** The audited tables, named as the admin area names them (no table names on screen). */
export const AUDIT_TABLE_LABELS: Record<string, string> = {
  pages: 'Páginas do menu',
  permissions: 'Permissões',
  site_images: 'Imagens do site',
  service_types: 'Tipos de serviço',
  service_subtypes: 'Subtipos de serviço',
  content_types: 'Tipos de conteúdo',
  company_types: 'Tipos de empresa',
  agency_service_types: 'Serviços de agência',
  service_questions: 'Perguntas do onboarding',
  opportunity_questions: 'Perguntas de triagem',
  profiles: 'Perfis',
  terms_versions: 'Termos de uso',
  admin_broadcasts: 'Notificações enviadas',
  posts: 'Publicações',
  post_comments: 'Comentários',
  contracts: 'Contratos',
  reviews: 'Avaliações',
};

/** What was done: the audit triggers' insert / update / delete and the moderation operations. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  insert: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  account_blocked: 'Conta bloqueada',
  account_unblocked: 'Conta desbloqueada',
  account_deleted: 'Conta excluída',
  post_removed: 'Publicação removida',
  comment_removed: 'Comentário removido',
  dispute_resolved: 'Disputa resolvida',
  review_hidden: 'Avaliação ocultada',
};

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
  // contracts (a dispute resolved) and reviews (one hidden)
  status: 'Situação',
  disputed_from: 'Etapa antes da disputa',
  dispute_reason: 'Motivo da disputa',
  dispute_opened_by: 'Disputa aberta por',
  resolution_reason: 'Decisão da equipe',
  completed_at: 'Concluído em',
  cancelled_at: 'Cancelado em',
  reviews_close_at: 'Avaliações até',
  hidden_at: 'Ocultada em',
  hidden_reason: 'Motivo da ocultação',
  // details of the account and moderation operations
  reason: 'Motivo',
  outcome: 'Decisão',
  files_left_in: 'Arquivos que ficaram em',
};

/** Values shown by the name the screens give them: a contract's state ("Em disputa"), not 'disputed'. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: CONTRACT_STATUS_LABELS,
  disputed_from: CONTRACT_STATUS_LABELS,
  outcome: { completed: 'Concluir contrato', cancelled: 'Cancelar contrato' },
};

/** 'company_name' → 'Nome da empresa'; a column without a label keeps its name. */
export function auditColumnLabel(column: string): string {
  if (isRequiredField(column)) return companyFieldLabel(column);
  if (Object.hasOwn(OPTIONAL_COMPANY_FIELDS, column)) return OPTIONAL_COMPANY_FIELDS[column as keyof typeof OPTIONAL_COMPANY_FIELDS];
  return COLUMN_LABELS[column] ?? column;
}

function show(column: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  const labels = Object.hasOwn(VALUE_LABELS, column) ? VALUE_LABELS[column] : null;
  return JSON.stringify(labels && typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value] : value);
}

/** 'Nome: "A" → "B"; Ativo: true → false' for an update; every field of the row for a creation or deletion. */
export function describeAuditChange(before: unknown, after: unknown): string {
  const a = (before ?? null) as Record<string, unknown> | null;
  const b = (after ?? null) as Record<string, unknown> | null;
  if (a && b) {
    return Object.keys(b)
      .filter((key) => key !== 'updated_at' && JSON.stringify(a[key]) !== JSON.stringify(b[key]))
      .map((key) => `${auditColumnLabel(key)}: ${show(key, a[key])} → ${show(key, b[key])}`)
      .join('; ');
  }
  const row = b ?? a;
  if (!row) return '';
  return Object.entries(row)
    .filter(([key, value]) => key !== 'updated_at' && value !== null && value !== undefined)
    .map(([key, value]) => `${auditColumnLabel(key)}: ${show(key, value)}`)
    .join('; ');
}
