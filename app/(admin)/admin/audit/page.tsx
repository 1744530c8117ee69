import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminFilters, AdminPagination, AdminTable } from '@/components/admin/admin-table';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { AUDIT_ACTION_LABELS, AUDIT_TABLE_LABELS, describeAuditChange } from '@/lib/admin/audit-labels';
import { ADMIN_PAGE_SIZE, parseListParams, type SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { listAudit } from '@/lib/data/admin';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Registro de auditoria' };

const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Sao_Paulo' });

export default function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Screen
      title="Registro de auditoria"
      description="Cada alteração feita por administradores: quem, o quê, em qual registro, antes e depois."
    >
      <Suspense fallback={<PageLoading />}>
        <Content searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

/** A moderation's reason (posts and comments removed, accounts blocked, disputes resolved, reviews hidden), from details. */
function reasonOf(details: unknown): string | null {
  const reason = details && typeof details === 'object' ? (details as Record<string, unknown>).reason : null;
  return typeof reason === 'string' ? reason : null;
}

async function Content({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(ROUTES.adminAudit);
  const list = parseListParams(await searchParams, { sorts: ['at'], defaultSort: 'at', defaultDir: 'desc' });
  const { rows, total, error } = await listAudit(list);
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
            at: DATE.format(new Date(row.at)),
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
