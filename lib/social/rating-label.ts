// A profile's rating where a list has little room (the cards of /network, the creator search,
// /companies and the opportunities): '★ 4,7 (12)', and what a screen reader hears instead.
import { formatRating, reviewsCountLabel } from '@/lib/hiring/rating-format';

export type ListRating = { average: number | null | undefined; count: number | null | undefined };

const rated = (r: ListRating): r is { average: number; count: number } => r.average != null && !!r.count && r.count > 0;

/** '★ 4,7 (12)', or null before the first review. */
export function compactRating(r: ListRating): string | null {
  return rated(r) ? `★ ${formatRating(r.average)} (${r.count})` : null;
}

/** 'Avaliação 4,7 de 5, 12 avaliações', or null before the first review. */
export function ratingDescription(r: ListRating): string | null {
  return rated(r) ? `Avaliação ${formatRating(r.average)} de 5, ${reviewsCountLabel(r.count)}` : null;
}
