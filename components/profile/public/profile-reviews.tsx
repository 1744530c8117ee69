'use client';
// 'Avaliações' on a public profile (creator or company): the rating summary of the person's side
// and the latest public reviews, read with the rest of the screen (profile-user-screen.tsx).
import { RatingSummary } from '@/components/hiring/rating-summary';
import { ReviewItem } from '@/components/hiring/review-item';
import type { Side } from '@/lib/hiring/states';
import type { ProfileRating, PublicReview } from '@/lib/queries/hiring';
import { Empty, ProfileCard } from './public-profile-parts';

export type ProfileReviewsData = { summary: ProfileRating | null; reviews: PublicReview[] };

type Props = ProfileReviewsData & {
  side: Side;
  /** The reviewed person's name, for 'Resposta de <name>'. */
  name: string;
  viewerId: string;
  /** Reads the screen again after a reply. */
  reload: () => void;
};

export function ProfileReviews({ summary, reviews, side, name, viewerId, reload }: Props) {
  return (
    <ProfileCard title="Avaliações">
      {summary ? <RatingSummary summary={summary} side={side} /> : null}
      {reviews.length > 0 ? (
        <div className={summary ? 'mt-5 border-t pt-5' : undefined}>
          <h3 className="mb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">Mais recentes</h3>
          <ul className="grid divide-y" aria-label="Avaliações mais recentes">
            {reviews.map((review) => (
              <li key={review.id} className="py-4 first:pt-2 last:pb-0">
                <ReviewItem review={review} subjectName={name} viewerId={viewerId} onReplied={reload} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!summary && reviews.length === 0 ? <Empty>Ainda sem avaliações.</Empty> : null}
    </ProfileCard>
  );
}
