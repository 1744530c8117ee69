// How a profile's rating reads (docs/product/hiring.md): the average with one decimal and a pt-BR
// comma ('4,7'), the count ('1 avaliação', '12 avaliações'), how much of each of the five stars is
// filled, the aspects of the reviewed side, and who may answer a review. Pure, unit tested.
import { CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';
import { formatDate } from '@/lib/format/dates';
import { formatNumber } from '@/lib/format/numbers';
import { REVIEW_ASPECTS, type Side } from '@/lib/hiring/states';
import { ratingAverages, type ProfileRating, type ReviewRow } from '@/lib/queries/hiring';

export const MAX_STARS = 5;

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
const WHOLE = { maximumFractionDigits: 0 };

/** '4,7', '5,0'. */
export function formatRating(value: number): string {
  return formatNumber(value, ONE_DECIMAL);
}

/** '1 avaliação', '12 avaliações', '1.234 avaliações'. */
export function reviewsCountLabel(count: number): string {
  return `${formatNumber(count, WHOLE)} ${count === 1 ? 'avaliação' : 'avaliações'}`;
}

/** What a screen reader hears for a row of stars: '4,7 de 5 estrelas', '4 de 5 estrelas' for a whole note. */
export function starsLabel(value: number): string {
  const shown = Number.isInteger(value) ? formatNumber(value, WHOLE) : formatRating(value);
  return `${shown} de ${MAX_STARS} estrelas`;
}

/** How much of each of the five stars is filled, 0 to 1 in tenths: 4,7 → [1, 1, 1, 1, 0.7]. */
export function starFills(value: number): number[] {
  const tenths = Math.round(Math.min(Math.max(value, 0), MAX_STARS) * 10);
  return Array.from({ length: MAX_STARS }, (_, i) => Math.min(Math.max(tenths - i * 10, 0), 10) / 10);
}

/** The side a profile is reviewed on: creators for their work, companies as hirers; null for anyone else. */
export function reviewedSide(category: string | null | undefined): Side | null {
  if (category === CATEGORY_CREATOR) return 'creator';
  if (category === CATEGORY_HIRER) return 'hirer';
  return null;
}

export type AspectAverage = { key: string; label: string; value: number | null };

/** The three aspects of a side, in the form's order, with their averages (one decimal). */
export function aspectAverages(summary: ProfileRating, side: Side): AspectAverage[] {
  const averages = ratingAverages(summary);
  return REVIEW_ASPECTS[side].map(({ key, label }) => ({ key, label, value: averages[key] }));
}

/** '12 de nov. de 2026', in the platform's time zone. */
export function reviewDateLabel(at: string): string {
  return formatDate(at, 'shortDate');
}

/** Whether the viewer may answer this review now: they are the reviewed person, it is public and unanswered. */
export function canReply(review: Pick<ReviewRow, 'subject_id' | 'reply' | 'revealed_at' | 'hidden_at'>, viewerId: string): boolean {
  return review.subject_id === viewerId && review.reply === null && review.revealed_at !== null && review.hidden_at === null;
}
