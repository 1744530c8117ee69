'use client';
// One public review: who wrote it (linked to their profile), the stars, the date, the text, and
// the reviewed person's answer under it; 'Responder' for that person while there is none.
import { CornerDownRightIcon } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { canReply, reviewDateLabel } from '@/lib/hiring/rating-format';
import { partyName, type PublicReview } from '@/lib/queries/hiring';
import { ROUTES } from '@/lib/routes';
import { RatingStars } from './rating-stars';
import { ReviewReplyForm } from './review-reply-form';

type Props = { review: PublicReview; subjectName: string; viewerId: string; onReplied: () => void };

export function ReviewItem({ review, subjectName, viewerId, onReplied }: Props) {
  // The answer shows as soon as it is published; the screen then reads the reviews again.
  const [published, setPublished] = useState<string | null>(null);
  const reply = review.reply ?? published;
  const author = partyName(review.author);
  const date = review.revealed_at ?? review.created_at;
  return (
    <article className="grid gap-2">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 text-sm font-semibold break-words">
          {review.author && review.author_id ? (
            <Link href={`${ROUTES.publicProfile}?id=${review.author_id}`} className="hover:underline">
              {author}
            </Link>
          ) : (
            author
          )}
        </p>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <RatingStars value={review.rating} className="text-sm" />
          <time dateTime={date}>{reviewDateLabel(date)}</time>
        </div>
      </header>
      {review.body.trim() ? <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.body}</p> : null}
      {reply ? (
        <div className="ml-2 flex gap-2 rounded-xl bg-muted/60 px-3 py-2 sm:ml-4">
          <CornerDownRightIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div className="min-w-0">
            <p className="text-xs font-medium text-muted-foreground">Resposta de {subjectName}</p>
            <p className="text-sm leading-relaxed break-words whitespace-pre-line">{reply}</p>
          </div>
        </div>
      ) : canReply(review, viewerId) ? (
        <ReviewReplyForm
          reviewId={review.id}
          onReplied={(text) => {
            setPublished(text);
            onReplied();
          }}
        />
      ) : null}
    </article>
  );
}
