// What /dashboard shows of the hiring loop, side by side for a creator and a hirer: the contracts
// in progress and concluded, what the concluded ones earned (creator) or cost (hirer), and the
// person's rating, each a link to where it is looked at. Pure, unit tested.
import type { HiringFigures } from '@/lib/queries/dashboard';
import { formatRating, reviewsCountLabel } from '@/lib/hiring/rating-format';
import { ROUTES } from '@/lib/routes';
import { formatCents } from '@/lib/validation/br';

export type HiringItem = {
  label: string;
  value: string;
  hint?: string;
  href: string;
  /** The whole row on a phone: money and words do not fit half of it. */
  wide?: boolean;
  /** A word rather than a figure ('Sem avaliações'), shown smaller. */
  quiet?: boolean;
};

export function hiringItems(f: HiringFigures, profileId: string): HiringItem[] {
  const concluded = `${ROUTES.contracts}?aba=concluidos`;
  return [
    { label: 'Contratos ativos', value: String(f.active), href: ROUTES.contracts },
    { label: 'Contratos concluídos', value: String(f.concluded), href: concluded },
    {
      label: f.side === 'creator' ? 'Ganhos' : 'Investimento',
      value: formatCents(f.valueCents),
      hint: 'em contratos concluídos',
      href: concluded,
      wide: true,
    },
    f.rating
      ? {
          label: 'Sua avaliação',
          value: formatRating(f.rating.average),
          hint: reviewsCountLabel(f.rating.count),
          href: `${ROUTES.publicProfile}?id=${profileId}`,
          wide: true,
        }
      : { label: 'Sua avaliação', value: 'Sem avaliações', href: `${ROUTES.publicProfile}?id=${profileId}`, wide: true, quiet: true },
  ];
}
