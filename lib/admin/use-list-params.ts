'use client';
// The list's state from the address bar (lib/admin/list-params.ts) in a screen rendered in the
// browser (docs/architecture/page-pattern.md): the same parsing the server made from `searchParams`.
import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { parseListParams, type ListParams, type SearchParams } from './list-params';

type ListOptions = Parameters<typeof parseListParams>[1];

/** The URL's parameters as a page's `searchParams` holds them: every value of a repeated name. */
export function searchParamsRecord(search: Pick<URLSearchParams, 'keys' | 'getAll'>): SearchParams {
  const record: SearchParams = {};
  for (const name of search.keys()) record[name] = search.getAll(name);
  return record;
}

/** The list's parameters, and `key`: the same text for the same list (the browser read's key). */
export function useListParams({ sorts, defaultSort, defaultDir, pageSize }: ListOptions): { list: ListParams; key: string } {
  const search = useSearchParams();
  const query = search.toString();
  const sortNames = sorts.join(',');
  return useMemo(() => {
    const list = parseListParams(searchParamsRecord(new URLSearchParams(query)), {
      sorts: sortNames.split(','),
      defaultSort,
      defaultDir,
      pageSize,
    });
    return { list, key: JSON.stringify(list) };
  }, [query, sortNames, defaultSort, defaultDir, pageSize]);
}
