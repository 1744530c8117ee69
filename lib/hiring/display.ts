// How hiring data reads on screen: value, usage period, who is who.
import { formatCents } from '@/lib/validation/br';
import { formatDate } from '@/lib/format/dates';

/** 'R$ 1.500,00', or 'Permuta'. */
export const valueLabel = ({ value_cents, is_barter }: { value_cents: number | null; is_barter: boolean }): string =>
  is_barter || value_cents === null ? 'Permuta' : formatCents(value_cents);

/** '12 meses', '1 mês', or 'Sem prazo definido'. */
export const usagePeriodLabel = (months: number | null): string =>
  months === null ? 'Sem prazo definido' : months === 1 ? '1 mês' : `${months} meses`;

/** '3 revisões incluídas', '1 revisão incluída', 'Sem revisões incluídas'. */
export const revisionsLabel = (n: number): string =>
  n === 0 ? 'Sem revisões incluídas' : n === 1 ? '1 revisão incluída' : `${n} revisões incluídas`;

/** '05/12/2026, 14:30' in São Paulo's time. */
export const momentLabel = (iso: string): string => formatDate(iso, 'numericDateAndTime');
