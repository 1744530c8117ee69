// The head of a profile's 'Avaliações': the average ('4,7'), its stars, how many reviews, and the
// averages of the three aspects the person's side is reviewed on.
import type { Side } from '@/lib/hiring/states';
import { aspectAverages, formatRating, reviewsCountLabel } from '@/lib/hiring/rating-format';
import { ratingAverages, type ProfileRating } from '@/lib/queries/hiring';
import { RatingStars } from './rating-stars';

export function RatingSummary({ summary, side }: { summary: ProfileRating; side: Side }) {
  const average = ratingAverages(summary).rating ?? 0;
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-8">
      <div className="flex items-center gap-3">
        <p aria-hidden="true" className="text-4xl font-bold tracking-tight tabular-nums">
          {formatRating(average)}
        </p>
        <div className="grid gap-1">
          <RatingStars value={average} className="text-lg" />
          <p className="text-sm text-muted-foreground">{reviewsCountLabel(summary.reviews_count)}</p>
        </div>
      </div>
      <dl className="grid gap-2" aria-label="Médias por aspecto">
        {aspectAverages(summary, side).map((aspect) => (
          <div key={aspect.key} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted-foreground">{aspect.label}</dt>
            <dd className="ml-auto flex items-center gap-2">
              {aspect.value !== null ? (
                <>
                  <RatingStars value={aspect.value} className="text-sm" />
                  <span aria-hidden="true" className="w-7 text-right font-medium tabular-nums">
                    {formatRating(aspect.value)}
                  </span>
                </>
              ) : (
                <span className="text-muted-foreground">Sem notas</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
