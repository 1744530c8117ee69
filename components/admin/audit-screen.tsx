'use client';
// /admin/audit (docs/product/admin.md): every change administrators made, who, what, in which
// record, before and after. A static document (docs/architecture/page-pattern.md): the guard and
// the page of rows the address names are read here, in the browser, under RLS.
import { AdminFilters, AdminPagination, AdminTable } from '@/components/admin/admin-table';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { AUDIT_ACTION_LABELS, AUDIT_TABLE_LABELS, describeAuditChange } from '@/lib/admin/audit-labels';
import { ADMIN_PAGE_SIZE, type ListParams } from '@/lib/admin/list-params';
import { useListParams } from '@/lib/admin/use-list-params';
import { readAudit, type AuditRow } from '@/lib/queries/admin-audit';
import type { Paged } from '@/lib/queries/paged';
import { ROUTES } from '@/lib/routes';
import { formatDate } from '@/lib/format/dates';

/** A moderation's reason (posts and comments removed, accounts blocked, disputes resolved, reviews hidden), from details. */
function reasonOf(details: unknown): string | null {
  const reason = details && typeof details === 'object' ? (details as Record<string, unknown>).reason : null;
  return typeof reason === 'string' ? reason : null;
}

export function AuditScreen() {
  return <BrowserPage route={ROUTES.adminAudit}>{() => <Audit />}</BrowserPage>;
}

function Audit() {
  const { list, key } = useListParams({ sorts: ['at'], defaultSort: 'at', defaultDir: 'desc' });
  return (
    <BrowserRead readKey={key} read={(supabase) => readAudit(supabase, list)} label="admin-audit">
      {(page) => <AuditList list={list} page={page} />}
    </BrowserRead>
  );
}

function AuditList({ list, page: { rows, total, error } }: { list: ListParams; page: Paged<AuditRow> }) {
  return (
    <>
      <AdminFilters
        list={list}
        searchLabel="Id do registro"
        searchPlaceholder="Cole o id de um registro"
        fields={[
          {
            kind: 'select',
            name: 'tabela',
            label: 'Tabela',
            options: Object.entries(AUDIT_TABLE_LABELS).map(([value, label]) => ({ value, label })),
          },
          {
            kind: 'select',
            name: 'acao',
            label: 'Ação',
            options: Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
          },
        ]}
      />
      <AdminTable
        label="Registro de auditoria"
        list={list}
        pathname={ROUTES.adminAudit}
        error={error}
        empty="Nenhuma alteração registrada."
        columns={[
          { key: 'at', header: 'Quando', sort: 'at', className: 'whitespace-nowrap' },
          { key: 'actor', header: 'Quem' },
          { key: 'action', header: 'Ação' },
          { key: 'target', header: 'Registro' },
          { key: 'change', header: 'Mudança' },
        ]}
        rows={rows.map((row) => ({
          id: String(row.id),
          cells: {
            at: formatDate(row.at, 'numericDateAndTimeWithSeconds'),
            actor: row.actor ? (row.actor.full_name ?? row.actor.email ?? '—') : 'Sistema',
            action: AUDIT_ACTION_LABELS[row.action] ?? row.action,
            target: (
              <span className="text-xs">
                {AUDIT_TABLE_LABELS[row.target_table ?? 'profiles'] ?? row.target_table} ·{' '}
                <span className="font-mono">{row.target_id?.slice(0, 8)}</span>
              </span>
            ),
            change: (
              <span className="line-clamp-3 text-xs break-all text-muted-foreground">
                {reasonOf(row.details) ? <span className="block font-medium text-foreground">Motivo: {reasonOf(row.details)}</span> : null}
                {row.before || row.after ? describeAuditChange(row.before, row.after) : describeAuditChange(null, row.details)}
              </span>
            ),
          },
        }))}
      />
      <AdminPagination list={list} pathname={ROUTES.adminAudit} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </>
  );
}
