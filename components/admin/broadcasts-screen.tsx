'use client';
// /admin/notifications (docs/product/admin.md): compose and send a broadcast, and the ones sent,
// paged in the URL. A static document: the guard and the list are read in the browser; a broadcast
// sent announces the change and the list is read again.
import { AdminPagination, AdminTable } from '@/components/admin/admin-table';
import { AUDIENCE_LABELS, BroadcastForm } from '@/components/admin/broadcast-form';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { ADMIN_PAGE_SIZE } from '@/lib/admin/list-params';
import { useListParams } from '@/lib/admin/use-list-params';
import { readBroadcasts } from '@/lib/queries/admin-settings';
import { ROUTES } from '@/lib/routes';
import { formatDate } from '@/lib/format/dates';

export function BroadcastsScreen() {
  return <BrowserPage route={ROUTES.adminNotifications}>{() => <Broadcasts />}</BrowserPage>;
}

function Broadcasts() {
  const { list, key } = useListParams({ sorts: ['sent_at'], defaultSort: 'sent_at', defaultDir: 'desc' });
  // The form stays mounted while another page of the list loads: a draft is never lost to paging.
  return (
    <div className="grid gap-8">
      <BroadcastForm />
      <BrowserRead readKey={key} read={(supabase) => readBroadcasts(supabase, list)} label="admin-notifications">
        {({ rows, total, error }) => (
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
                  sent: formatDate(row.sent_at, 'numericDateAndTime'),
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
        )}
      </BrowserRead>
    </div>
  );
}
