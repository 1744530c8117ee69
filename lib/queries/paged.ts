// One page of an admin list with the total, as PostgREST answers a range with count=exact, for the
// browser's queries (lib/queries/admin-*.ts).
import { isRangeError } from '@/lib/admin/list-params';
import { dataErrorMessage } from '@/lib/data/data-error-message';

export type Paged<T> = { rows: T[]; total: number; error: string | null };

export function paged<T>(answer: { data: T[] | null; count: number | null; error: { code?: string; message: string } | null }): Paged<T> {
  if (answer.error) {
    // A page past the end (PGRST103) is an empty page, not a failure.
    if (isRangeError(answer.error)) return { rows: [], total: answer.count ?? 0, error: null };
    return { rows: [], total: 0, error: dataErrorMessage(answer.error) };
  }
  return { rows: answer.data ?? [], total: answer.count ?? 0, error: null };
}
