'use client';
// An admin list's state from the address bar, for a screen rendered in the browser
// (docs/architecture/page-pattern.md): the same parsing as lib/admin/list-params.ts, and a key that
// changes exactly when the rows to read change.
import { useSearchParams } from 'next/navigation';
import { parseListParams, searchParamsOf, type ListParams } from './list-params';

export function useListParams(options: Parameters<typeof parseListParams>[1]): { list: ListParams; key: string } {
  const list = parseListParams(searchParamsOf(useSearchParams()), options);
  return { list, key: JSON.stringify(list) };
}
