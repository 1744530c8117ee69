// The one list of the admin area (docs/product/admin.md): a table on a wide screen, a card per row
// on a phone, with its empty and error states. Drawn inside the screen that read the rows; the cells are whatever the
// screen passes (text, badges, row-action buttons).
import type { ReactNode } from 'react';
import Link from 'next/link';
import { cn } from '@/lib/utils';
import { listHref, type ListParams } from '@/lib/admin/list-params';

export type AdminColumn = { key: string; header: string; sort?: string; className?: string };
export type AdminRow = { id: string; cells: Record<string, ReactNode>; actions?: ReactNode };

export function AdminTable({
  label,
  columns,
  rows,
  empty = 'Nenhum registro encontrado.',
  error,
  list,
  pathname,
}: {
  label: string;
  columns: AdminColumn[];
  rows: AdminRow[];
  empty?: string;
  error?: string | null;
  list?: ListParams;
  pathname?: string;
}) {
  if (error) {
    return (
      <div role="alert" className="rounded-2xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center">
        <p className="font-semibold">Não foi possível carregar a lista.</p>
        <p className="mt-1 text-sm text-muted-foreground">{error}</p>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed bg-background px-6 py-10 text-center">
        <p className="font-semibold">{empty}</p>
      </div>
    );
  }
  const hasActions = rows.some((row) => row.actions);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border bg-background md:block">
        <table className="w-full text-sm" aria-label={label}>
          <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cn('px-4 py-3 font-semibold', column.className)}>
                  {column.sort && list && pathname ? (
                    <Link
                      className="hover:underline"
                      href={listHref(pathname, list, {
                        sort: column.sort,
                        dir: list.sort === column.sort && list.dir === 'asc' ? 'desc' : 'asc',
                      })}
                    >
                      {column.header}
                      {list.sort === column.sort ? (list.dir === 'asc' ? ' ↑' : ' ↓') : ''}
                    </Link>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
              {hasActions ? (
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Ações
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.id} data-row-id={row.id} className="align-top">
                {columns.map((column) => (
                  <td key={column.key} className={cn('px-4 py-3', column.className)}>
                    {row.cells[column.key]}
                  </td>
                ))}
                {hasActions ? (
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap justify-end gap-2">{row.actions}</div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={row.id} data-row-id={row.id} className="rounded-2xl border bg-background p-4">
            <dl className="grid gap-1.5 text-sm">
              {columns.map((column) => (
                <div key={column.key} className="grid grid-cols-[7.5rem_1fr] gap-2">
                  <dt className="text-muted-foreground">{column.header}</dt>
                  <dd className="min-w-0 break-words">{row.cells[column.key]}</dd>
                </div>
              ))}
            </dl>
            {row.actions ? <div className="mt-3 flex flex-wrap gap-2 border-t pt-3">{row.actions}</div> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Previous / next page links with the position, in the URL. */
export function AdminPagination({
  list,
  pathname,
  total,
  pageSize,
}: {
  list: ListParams;
  pathname: string;
  total: number;
  pageSize: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return <p className="mt-3 text-sm text-muted-foreground">{total === 1 ? '1 registro' : `${total} registros`}</p>;
  return (
    <nav aria-label="Paginação" className="mt-4 flex items-center justify-between gap-3 text-sm">
      <span className="text-muted-foreground">
        Página {Math.min(list.page, pages)} de {pages} · {total} registros
      </span>
      <span className="flex gap-2">
        {list.page > 1 ? (
          <Link
            className="rounded-lg border px-3 py-1.5 hover:bg-muted"
            href={listHref(pathname, list, { page: Math.min(list.page - 1, pages) })}
          >
            Anterior
          </Link>
        ) : null}
        {list.page < pages ? (
          <Link className="rounded-lg border px-3 py-1.5 hover:bg-muted" href={listHref(pathname, list, { page: list.page + 1 })}>
            Próxima
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

export type FilterField =
  | { kind: 'select'; name: string; label: string; options: { value: string; label: string }[] }
  | { kind: 'date'; name: string; label: string };

/** Search and filters as a plain GET form: works before the page's script loads, and the URL holds the state. */
export function AdminFilters({
  list,
  searchLabel = 'Buscar',
  searchPlaceholder = 'Buscar…',
  fields = [],
  withSearch = true,
}: {
  list: ListParams;
  searchLabel?: string;
  searchPlaceholder?: string;
  fields?: FilterField[];
  withSearch?: boolean;
}) {
  const control =
    'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';
  return (
    <form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3 rounded-2xl border bg-muted/30 p-3">
      {withSearch ? (
        <label className="grid min-w-48 flex-1 gap-1 text-sm">
          <span className="font-medium">{searchLabel}</span>
          <input type="search" name="q" defaultValue={list.q} placeholder={searchPlaceholder} className={control} />
        </label>
      ) : null}
      {fields.map((field) => (
        <label key={field.name} className="grid min-w-36 gap-1 text-sm">
          <span className="font-medium">{field.label}</span>
          {field.kind === 'select' ? (
            <select name={field.name} defaultValue={list.filters[field.name] ?? ''} className={control}>
              <option value="">Todos</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input type="date" name={field.name} defaultValue={list.filters[field.name] ?? ''} className={control} />
          )}
        </label>
      ))}
      <input type="hidden" name="sort" value={list.sort} />
      <input type="hidden" name="dir" value={list.dir} />
      <button type="submit" className="h-10 rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90">
        Filtrar
      </button>
    </form>
  );
}
