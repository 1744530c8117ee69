import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminFilters, AdminPagination, AdminTable } from '@/components/admin/admin-table';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { ADMIN_PAGE_SIZE, parseListParams, type SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { listAudit } from '@/lib/data/admin';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Registro de auditoria' };

const TABLES = [
  'pages',
  'permissions',
  'site_images',
  'service_types',
  'service_subtypes',
  'content_types',
  'company_types',
  'agency_service_types',
  'service_questions',
  'opportunity_questions',
  'profiles',
  'terms_versions',
  'admin_broadcasts',
  'posts',
  'post_comments',
];
const ACTIONS: Record<string, string> = {
  insert: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  account_blocked: 'Conta bloqueada',
  account_unblocked: 'Conta desbloqueada',
  account_deleted: 'Conta excluída',
  post_removed: 'Publicação removida',
  comment_removed: 'Comentário removido',
};
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

/** A moderation's reason (posts and comments removed, accounts blocked), from details. */
function reasonOf(details: unknown): string | null {
  const reason = details && typeof details === 'object' ? (details as Record<string, unknown>).reason : null;
  return typeof reason === 'string' ? reason : null;
}

function changedKeys(before: unknown, after: unknown): string {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  if (!before || !after) return '';
  return Object.keys(b)
    .filter((key) => key !== 'updated_at' && JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => `${key}: ${JSON.stringify(a[key])} → ${JSON.stringify(b[key])}`)
    .join('; ');
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
          { kind: 'select', name: 'tabela', label: 'Tabela', options: TABLES.map((t) => ({ value: t, label: t })) },
          { kind: 'select', name: 'acao', label: 'Ação', options: Object.entries(ACTIONS).map(([value, label]) => ({ value, label })) },
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
            action: ACTIONS[row.action] ?? row.action,
            target: (
              <span className="font-mono text-xs">
                {row.target_table ?? 'profiles'} · {row.target_id?.slice(0, 8)}
              </span>
            ),
            change: (
              <span className="line-clamp-3 text-xs break-all text-muted-foreground">
                {reasonOf(row.details) ? <span className="block font-medium text-foreground">Motivo: {reasonOf(row.details)}</span> : null}
                {changedKeys(row.before, row.after) || JSON.stringify(row.after ?? row.before ?? row.details)}
              </span>
            ),
          },
        }))}
      />
      <AdminPagination list={list} pathname={ROUTES.adminAudit} total={total} pageSize={ADMIN_PAGE_SIZE} />
    </>
  );
}
