import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminPagination, AdminTable } from '@/components/admin/admin-table';
import { AUDIENCE_LABELS, BroadcastForm } from '@/components/admin/broadcast-form';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { ADMIN_PAGE_SIZE, parseListParams, type SearchParams } from '@/lib/admin/list-params';
import { requirePageAccess } from '@/lib/auth/page-access';
import { listBroadcasts } from '@/lib/data/admin';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Enviar notificações' };

const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

export default function AdminNotificationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <Screen title="Enviar notificações" description="Envie um aviso para todos os usuários ou para uma categoria.">
      <Suspense fallback={<PageLoading />}>
        <Content searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Content({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageAccess(ROUTES.adminNotifications);
  const list = parseListParams(await searchParams, { sorts: ['sent_at'], defaultSort: 'sent_at', defaultDir: 'desc' });
  const { rows, total, error } = await listBroadcasts(list);
  return (
    <div className="grid gap-8">
      <BroadcastForm />
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">Enviadas</h2>
        <AdminTable
          label="Notificações enviadas"
          error={error}
          empty="Nenhuma notificação enviada ainda."
          columns={[
            { key: 'sent', header: 'Enviada em', className: 'whitespace-nowrap' },
            { key: 'title', header: 'Título' },
            { key: 'audience', header: 'Para' },
            { key: 'recipients', header: 'Destinatários' },
          ]}
          rows={rows.map((row) => ({
            id: row.id,
            cells: {
              sent: DATE.format(new Date(row.sent_at)),
              title: (
                <span>
                  <span className="font-medium">{row.title}</span>
                  <span className="block text-xs text-muted-foreground">{row.body}</span>
                </span>
              ),
              audience: row.target_category
                ? (AUDIENCE_LABELS[row.target_category as keyof typeof AUDIENCE_LABELS] ?? row.target_category)
                : AUDIENCE_LABELS.all,
              recipients: row.recipients,
            },
          }))}
        />
        <AdminPagination list={list} pathname={ROUTES.adminNotifications} total={total} pageSize={ADMIN_PAGE_SIZE} />
      </section>
    </div>
  );
}
