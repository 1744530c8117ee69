'use client';
// A sonner toast on every page but /notifications when a notification arrives (Realtime INSERT on
// the viewer's notifications, under RLS), with a button to open its link.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { Tables } from '@/lib/database.types';
import { safeLink } from '@/lib/notifications/list';
import { ROUTES } from '@/lib/routes';
import { createClient } from '@/lib/supabase/client';

type Row = Pick<Tables<'notifications'>, 'id' | 'title' | 'body' | 'link'>;

export function NotificationToaster({ userId }: { userId: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const supabase = createClient();
    const channel = supabase
      .channel(`notification-toasts:${userId}:${Math.random().toString(36).slice(2)}`)
      .on<Row>(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'notifications', filter: `profile_id=eq.${userId}` },
        ({ new: row }) => {
          if (path.current === ROUTES.notifications || !row?.title) return;
          const link = safeLink(row.link);
          toast(row.title, {
            id: row.id,
            description: row.body ?? undefined,
            action: link ? { label: 'Abrir', onClick: () => router.push(link) } : undefined,
          });
        },
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [userId, router]);

  return null;
}
