// The fixed values of the jobs area (DOMAIN.md "Jobs"), stored exactly as written here; the
// migrations 20261126001xxx check the same lists.
export const PAY_TYPES = ['fixo', 'faixa', 'a combinar', 'permuta'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const PAY_TYPE_LABELS: Record<PayType, string> = {
  fixo: 'Valor fixo',
  faixa: 'Faixa de valor',
  'a combinar': 'A combinar',
  permuta: 'Permuta',
};

export const LOCATION_TYPES = ['remoto', 'presencial', 'híbrido'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const LOCATION_LABELS: Record<LocationType, string> = { remoto: 'Remoto', presencial: 'Presencial', híbrido: 'Híbrido' };

export const PLATFORMS = ['Instagram', 'TikTok', 'YouTube', 'Kwai', 'LinkedIn', 'Pinterest', 'Twitch', 'Blog ou site'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const OPPORTUNITY_STATUSES = ['draft', 'open', 'closed'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];
export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = {
  draft: 'Rascunho',
  open: 'Aberta',
  closed: 'Encerrada',
};

export const APPLICATION_STATUSES = ['pending', 'selected', 'discarded'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pendente',
  selected: 'Selecionado',
  discarded: 'Descartado',
};

export const SORTS = ['recentes', 'prazo', 'orcamento', 'compativeis', 'avaliacao'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  recentes: 'Mais recentes',
  prazo: 'Prazo mais próximo',
  orcamento: 'Maior orçamento',
  compativeis: 'Mais compatíveis',
  avaliacao: 'Empresas mais bem avaliadas',
};

/** A company reads as well rated in "why it matches" from this average, over at least this many reviews. */
export const WELL_RATED_AVERAGE = 4.5;
export const WELL_RATED_MIN_REVIEWS = 3;

export const PAGE_SIZE = 12;
export const MAX_SCREENING_QUESTIONS = 10;
