// The reviews' moderation (/admin/contratos?aba=avaliacoes): the public reviews, the most recently
// revealed first, each with "Ocultar" (a reason, audited, the author told why); then the reviews
// hidden most recently, with their reason. Read in the browser (contracts-screen.tsx).
import Link from 'next/link';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { ContractsPager } from '@/components/admin/contracts-pager';
import { PartyName } from '@/components/admin/contracts-party-name';
import { HideReviewButton } from '@/components/admin/reviews-moderation-hide';
import { RatingStars } from '@/components/hiring/rating-stars';
import { REVIEWS_TAB, type Keyset } from '@/lib/admin/contract-tabs';
import type { AdminReview, KeysetPage } from '@/lib/queries/admin-contracts';
import { ROUTES } from '@/lib/routes';
import { formatDate } from '@/lib/format/dates';

const ROLE: Record<string, string> = { creator: 'Criador', hirer: 'Contratante' };

const COLUMNS: AdminColumn[] = [
  { key: 'author', header: 'Autor' },
  { key: 'subject', header: 'Avaliado' },
  { key: 'rating', header: 'Nota', className: 'whitespace-nowrap' },
  { key: 'body', header: 'Texto', className: 'min-w-56' },
];

/** The cells both lists share. */
function reviewCells(review: AdminReview) {
  return {
    author: <PartyName party={review.author} />,
    subject: (
      <span className="grid gap-0.5">
        <PartyName party={review.subject} />
        <span className="text-xs text-muted-foreground">{ROLE[review.subject_role] ?? review.subject_role}</span>
      </span>
    ),
    rating: <RatingStars value={review.rating} />,
    body: (
      <span className="grid gap-1">
        <span className="line-clamp-5 break-words whitespace-pre-wrap">
          {review.body.trim() || <span className="text-muted-foreground">(sem comentário)</span>}
        </span>
        <Link href={`${ROUTES.contract}/${review.contract_id}`} className="w-fit text-xs underline-offset-2 hover:underline">
          Ver contrato
        </Link>
      </span>
    ),
  };
}

export function ReviewsModeration({
  after,
  published,
  hidden,
}: {
  after: Keyset | null;
  published: KeysetPage<AdminReview>;
  hidden: { rows: AdminReview[]; error: string | null };
}) {
  return (
    <div className="grid min-w-0 gap-8">
      <section aria-labelledby="avaliacoes-publicadas" className="min-w-0">
        <h2 id="avaliacoes-publicadas" className="mb-3 text-lg font-semibold">
          Avaliações publicadas
        </h2>
        <AdminTable
          label="Avaliações publicadas"
          error={published.error}
          empty={after ? 'Não há avaliações mais antigas.' : 'Nenhuma avaliação publicada.'}
          columns={[...COLUMNS, { key: 'revealed', header: 'Publicada', className: 'whitespace-nowrap' }]}
          rows={published.rows.map((review) => ({
            id: review.id,
            cells: { ...reviewCells(review), revealed: review.revealed_at ? formatDate(review.revealed_at, 'numericDateAndTime') : '—' },
            actions: <HideReviewButton reviewId={review.id} author={review.author?.name ?? 'perfil removido'} />,
          }))}
        />
        {published.error ? null : (
          <ContractsPager
            tab={REVIEWS_TAB}
            shown={published.rows.length}
            after={after}
            next={published.next}
            label="Páginas das avaliações"
          />
        )}
      </section>

      <section aria-labelledby="avaliacoes-ocultadas" className="min-w-0">
        <h2 id="avaliacoes-ocultadas" className="text-lg font-semibold">
          Ocultadas recentemente
        </h2>
        <p className="mb-3 text-sm text-muted-foreground">As últimas avaliações ocultadas, com o motivo informado ao autor.</p>
        <AdminTable
          label="Avaliações ocultadas"
          error={hidden.error}
          empty="Nenhuma avaliação ocultada."
          columns={[
            ...COLUMNS,
            { key: 'reason', header: 'Motivo', className: 'min-w-48' },
            { key: 'hidden', header: 'Ocultada', className: 'whitespace-nowrap' },
          ]}
          rows={hidden.rows.map((review) => ({
            id: review.id,
            cells: {
              ...reviewCells(review),
              reason: <span className="break-words whitespace-pre-wrap">{review.hidden_reason}</span>,
              hidden: review.hidden_at ? formatDate(review.hidden_at, 'numericDateAndTime') : '—',
            },
          }))}
        />
      </section>
    </div>
  );
}
