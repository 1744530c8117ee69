// The way through a keyset list of /admin/contratos: back to the most recent rows, or on to older
// ones. A keyset page has no number: it starts after the last row of the one before.
import Link from 'next/link';
import { adminContractsHref, type AdminContractsTab, type Keyset } from '@/lib/admin/contract-tabs';
import { ROUTES } from '@/lib/routes';

export function ContractsPager({
  tab,
  shown,
  after,
  next,
  label,
}: {
  tab: AdminContractsTab;
  /** Rows on this page. */
  shown: number;
  /** Where this page starts (null: the first page). */
  after: Keyset | null;
  /** Where the next page starts (null: this is the last one). */
  next: Keyset | null;
  label: string;
}) {
  if (!after && !next) return <p className="mt-3 text-sm text-muted-foreground">{shown === 1 ? '1 registro' : `${shown} registros`}</p>;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <span className="text-muted-foreground">{after ? `${shown} registros mais antigos` : `Os ${shown} mais recentes`}</span>
      <span className="flex gap-2">
        {after ? (
          <Link className="rounded-lg border px-3 py-1.5 hover:bg-muted" href={adminContractsHref(ROUTES.adminContracts, tab)}>
            Mais recentes
          </Link>
        ) : null}
        {next ? (
          <Link className="rounded-lg border px-3 py-1.5 hover:bg-muted" href={adminContractsHref(ROUTES.adminContracts, tab, next)}>
            Mais antigos
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
