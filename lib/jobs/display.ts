// How jobs data reads on screen: pay, dates, location and the "why it matches" line.
import { formatRating } from '@/lib/hiring/rating-format';
import { formatCents } from '@/lib/validation/br';
import { LOCATION_LABELS, WELL_RATED_AVERAGE, WELL_RATED_MIN_REVIEWS, type LocationType, type PayType } from './constants';
import { dayKey } from '@/lib/format/relative-time';

type Pay = { pay_type: string; budget_min: number | null; budget_max: number | null };

export function payLabel({ pay_type, budget_min, budget_max }: Pay): string {
  switch (pay_type as PayType) {
    case 'fixo':
      return budget_min != null ? formatCents(budget_min) : 'Valor fixo';
    case 'faixa':
      if (budget_min != null && budget_max != null) return `${formatCents(budget_min)} a ${formatCents(budget_max)}`;
      return 'Faixa de valor';
    case 'permuta':
      return 'Permuta';
    default:
      return 'A combinar';
  }
}

/** '2026-12-05' → '05/12/2026' (dates are calendar days, never shifted by a time zone). */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

export function locationLabel({ location_type, city, state }: { location_type: string; city: string | null; state: string | null }) {
  const kind = LOCATION_LABELS[location_type as LocationType] ?? location_type;
  const place = [city, state].filter(Boolean).join(' - ');
  return place && location_type !== 'remoto' ? `${kind} · ${place}` : kind;
}

/** Today in São Paulo, as YYYY-MM-DD. */
export function todayInBrazil(now = new Date()): string {
  return dayKey(now);
}

export type CompanyRating = { average: number | null; count: number };

/** True when the company's rating is worth saying: a high average over enough reviews. */
export const isWellRated = (r: CompanyRating | undefined): r is { average: number; count: number } =>
  r?.average != null && r.average >= WELL_RATED_AVERAGE && r.count >= WELL_RATED_MIN_REVIEWS;

/**
 * 'Seus serviços: Conteúdo UGC · Seus conteúdos: Stories · Local compatível · Empresa bem avaliada (4,8★)'
 * — why an opportunity matches, in the order "mais compatíveis" ranks by (the score, then the
 * company's rating).
 */
export function matchReasons(match: {
  service: string | null;
  contents: string[];
  state: boolean;
  followers: boolean;
  company?: CompanyRating;
}): string {
  const parts: string[] = [];
  if (match.service) parts.push(`Seus serviços: ${match.service}`);
  if (match.contents.length) parts.push(`Seus conteúdos: ${match.contents.join(', ')}`);
  if (match.state) parts.push('Local compatível');
  if (match.followers) parts.push('Seguidores suficientes');
  if (isWellRated(match.company)) parts.push(`Empresa bem avaliada (${formatRating(match.company.average)}★)`);
  return parts.join(' · ');
}
