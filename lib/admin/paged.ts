// One page of an admin list (docs/product/admin.md) from a PostgREST answer with `count: 'exact'`:
// the rows, the total, and a pt-BR message when the read failed. Shared by the server's reads
// (lib/data/admin.ts) and the browser's (lib/queries/admin-*.ts).
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { isRangeError } from './list-params';

export type Paged<T> = { rows: T[]; total: number; error: string | null };

export function paged<T>(answer: { data: T[] | null; count: number | null; error: { code?: string; message: string } | null }): Paged<T> {
  if (answer.error) {
    // A page past the end (PGRST103) is an empty page, not a failure.
    if (isRangeError(answer.error)) return { rows: [], total: answer.count ?? 0, error: null };
    return { rows: [], total: 0, error: dataErrorMessage(answer.error) };
  }
  return { rows: answer.data ?? [], total: answer.count ?? 0, error: null };
}
