// The reviews of a concluded contract: the form while the viewer may still review, their own review
// waiting for the other one, and both once revealed.
import { StarIcon } from 'lucide-react';
import { momentLabel } from '@/lib/hiring/display';
import { REVIEW_ASPECTS, type Side } from '@/lib/hiring/states';
import { partyName, type ContractDetail, type ReviewRow } from '@/lib/queries/hiring';
import { ReviewForm } from './review-form';

function StarsLine({ value, label }: { value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${label}: ${value} de 5 estrelas`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} aria-hidden className={n <= value ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted-foreground'} />
      ))}
    </span>
  );
}

function ReviewCard({ review, author, subject }: { review: ReviewRow; author: string; subject: string }) {
  const side = review.subject_role as Side;
  return (
    <article className="grid gap-2 rounded-xl border p-3">
      <p className="text-sm">
        <span className="font-medium">{author}</span> avaliou {subject}
      </p>
      <StarsLine value={review.rating} label="Nota geral" />
      <dl className="grid gap-1 text-xs text-muted-foreground sm:grid-cols-3">
        {REVIEW_ASPECTS[side].map((a) => (
          <div key={a.key} className="flex items-center gap-1">
            <dt>{a.label}:</dt>
            <dd>{review[a.key] ?? '—'}/5</dd>
          </div>
        ))}
      </dl>
      {review.body ? <p className="text-sm break-words whitespace-pre-line">{review.body}</p> : null}
      {review.reply ? (
        <p className="rounded-lg bg-muted/60 p-2 text-sm">
          <span className="font-medium">Resposta de {subject}: </span>
          {review.reply}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {review.revealed_at
          ? `Publicada em ${momentLabel(review.revealed_at)}`
          : 'Aguardando a avaliação da outra parte para ser publicada.'}
      </p>
    </article>
  );
}

export function ContractReviews({ contract, viewerId, canReview }: { contract: ContractDetail; viewerId: string; canReview: boolean }) {
  if (contract.status !== 'completed') return null;
  const nameOf = (id: string | null) => partyName(id === contract.hirer_id ? contract.hirer : contract.creator);
  const viewerSide: Side | null = viewerId === contract.hirer_id ? 'hirer' : viewerId === contract.creator_id ? 'creator' : null;
  const subjectSide: Side = viewerSide === 'hirer' ? 'creator' : 'hirer';
  return (
    <section aria-labelledby="reviews-heading" className="grid gap-3 rounded-2xl border bg-card p-4 sm:p-5">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        Avaliações
      </h2>
      {contract.reviews_close_at ? (
        <p className="text-sm text-muted-foreground">O prazo para avaliar termina em {momentLabel(contract.reviews_close_at)}.</p>
      ) : null}
      {canReview && viewerSide ? (
        <ReviewForm
          contractId={contract.id}
          subjectSide={subjectSide}
          subjectName={nameOf(subjectSide === 'hirer' ? contract.hirer_id : contract.creator_id)}
        />
      ) : null}
      {contract.reviews.map((r) => (
        <ReviewCard key={r.id} review={r} author={nameOf(r.author_id)} subject={nameOf(r.subject_id)} />
      ))}
      {contract.reviews.length === 0 && !canReview ? <p className="text-sm text-muted-foreground">Nenhuma avaliação publicada.</p> : null}
    </section>
  );
}
