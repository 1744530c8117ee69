'use client';
// /notifications (docs/product/chat.md): a static document; the guard and the first page are read
// here, in the browser, under RLS; the center then pages, marks and follows new rows itself.
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { readNotificationsStart } from '@/lib/queries/notifications';
import { ROUTES } from '@/lib/routes';
import { NotificationCenter } from './notification-center';

export function NotificationsScreen() {
  return (
    <BrowserPage route={ROUTES.notifications}>
      {(viewer) => (
        <BrowserRead readKey={viewer.id} read={(supabase) => readNotificationsStart(supabase, viewer.id)} label="notifications">
          {({ rows, hasMore, kinds }) => <NotificationCenter me={viewer.id} initialRows={rows} initialHasMore={hasMore} kinds={kinds} />}
        </BrowserRead>
      )}
    </BrowserPage>
  );
}
