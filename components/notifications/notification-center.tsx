'use client';
// /notifications (docs/product/notifications.md): newest first, 'Todas' and 'Não lidas', one keyset
// page at a time; opening one marks it read and follows its link; new ones arrive live on top.
// The bell badge follows through unread_counts (use-unread-counts.ts), so both always agree.
import {
  BellIcon,
  BriefcaseIcon,
  CheckCheckIcon,
  CircleCheckIcon,
  CircleXIcon,
  HeartIcon,
  MegaphoneIcon,
  MessageSquareIcon,
  SendIcon,
  ShieldAlertIcon,
  UserPlusIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import type { NotificationKind } from '@/lib/queries/notifications';
import {
  NOTIFICATION_COLUMNS,
  NOTIFICATIONS_PAGE_SIZE,
  mergeNotifications,
  olderThanFilter,
  safeLink,
  type NotificationRow,
} from '@/lib/notifications/list';
import { createClient } from '@/lib/supabase/client';
import { cn } from '@/lib/utils';

const ICONS: Record<string, LucideIcon> = {
  UserPlus: UserPlusIcon,
  CircleCheck: CircleCheckIcon,
  CircleX: CircleXIcon,
  Briefcase: BriefcaseIcon,
  Users: UsersIcon,
  MessageSquare: MessageSquareIcon,
  Heart: HeartIcon,
  Megaphone: MegaphoneIcon,
  Send: SendIcon,
  ShieldAlert: ShieldAlertIcon,
  Bell: BellIcon,
};

type Tab = 'all' | 'unread';

type Props = { me: string; initialRows: NotificationRow[]; initialHasMore: boolean; kinds: NotificationKind[] };

export function NotificationCenter({ me, initialRows, initialHasMore, kinds }: Props) {
  const supabase = useMemo(() => createClient(), []);
  const router = useRouter();
  const [rows, setRows] = useState(initialRows);
  const [hasMore, setHasMore] = useState<Record<Tab, boolean>>({ all: initialHasMore, unread: initialHasMore });
  const [tab, setTab] = useState<Tab>('all');
  const [loading, setLoading] = useState(false);
  const icons = useMemo(() => new Map(kinds.map((k) => [k.kind, ICONS[k.icon] ?? BellIcon])), [kinds]);
  const labels = useMemo(() => new Map(kinds.map((k) => [k.kind, k.label])), [kinds]);

  const shown = tab === 'unread' ? rows.filter((n) => !n.read_at) : rows;
  const unreadShown = rows.some((n) => !n.read_at);

  // Live: new notifications on top, read marks from other tabs. Each join reads the first page again.
  useEffect(() => {
    const topic = `notifications:${me}:${Math.random().toString(36).slice(2)}`;
    const channel = supabase
      .channel(topic)
      .on<NotificationRow>(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'notifications', filter: `profile_id=eq.${me}` },
        (payload) => {
          if (payload.eventType === 'DELETE') {
            const id = (payload.old as Partial<NotificationRow>).id;
            if (id) setRows((list) => list.filter((n) => n.id !== id));
            return;
          }
          setRows((list) => mergeNotifications(list, [payload.new]));
        },
      )
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        void supabase
          .from('notifications')
          .select(NOTIFICATION_COLUMNS)
          .eq('profile_id', me)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(NOTIFICATIONS_PAGE_SIZE)
          .then(({ data }) => {
            if (data) setRows((list) => mergeNotifications(list, data));
          });
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [me, supabase]);

  const loadMore = async () => {
    const last = shown.at(-1);
    setLoading(true);
    let query = supabase
      .from('notifications')
      .select(NOTIFICATION_COLUMNS)
      .eq('profile_id', me)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(NOTIFICATIONS_PAGE_SIZE + 1);
    if (tab === 'unread') query = query.is('read_at', null);
    if (last) query = query.or(olderThanFilter(last));
    const { data, error } = await query;
    setLoading(false);
    if (error || !data) return void toast.error('Não foi possível carregar as notificações', { description: dataErrorMessage(error) });
    setRows((list) => mergeNotifications(list, data.slice(0, NOTIFICATIONS_PAGE_SIZE)));
    setHasMore((h) => ({ ...h, [tab]: data.length > NOTIFICATIONS_PAGE_SIZE }));
  };

  const open = async (n: NotificationRow) => {
    const link = safeLink(n.link);
    if (!n.read_at) {
      const readAt = new Date().toISOString();
      setRows((list) => list.map((x) => (x.id === n.id ? { ...x, read_at: readAt } : x)));
      const { error } = await supabase.from('notifications').update({ read_at: readAt }).eq('id', n.id).is('read_at', null);
      if (error) {
        setRows((list) => list.map((x) => (x.id === n.id ? { ...x, read_at: null } : x)));
        toast.error('Não foi possível marcar como lida', { description: dataErrorMessage(error) });
      }
    }
    if (link) router.push(link);
  };

  const markAll = async () => {
    const before = rows;
    const readAt = new Date().toISOString();
    setRows((list) => list.map((x) => (x.read_at ? x : { ...x, read_at: readAt })));
    const { error } = await supabase.rpc('mark_notifications_read');
    if (error) {
      setRows(before);
      toast.error('Não foi possível marcar as notificações como lidas', { description: dataErrorMessage(error) });
    } else toast.success('Todas as notificações foram marcadas como lidas.');
  };

  return (
    // The tab's panel holds the list, so the selected tab controls an element that is on the page.
    <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList>
          <TabsTrigger value="all">Todas</TabsTrigger>
          <TabsTrigger value="unread">Não lidas</TabsTrigger>
        </TabsList>
        <Button type="button" variant="outline" size="sm" onClick={() => void markAll()} disabled={!unreadShown}>
          <CheckCheckIcon aria-hidden />
          Marcar todas como lidas
        </Button>
      </div>
      <TabsContent value={tab} className="space-y-4">
        {shown.length === 0 ? (
          <div className="rounded-2xl border border-dashed bg-background px-6 py-12 text-center text-sm text-muted-foreground">
            {tab === 'unread' ? 'Nenhuma notificação não lida.' : 'Você ainda não tem notificações.'}
          </div>
        ) : (
          <ul className="divide-y overflow-hidden rounded-2xl border bg-background" aria-label="Notificações">
            {shown.map((n) => {
              const Icon = icons.get(n.kind) ?? BellIcon;
              const unread = !n.read_at;
              return (
                <li key={n.id} data-testid="notification">
                  <button
                    type="button"
                    onClick={() => void open(n)}
                    className={cn(
                      'flex w-full items-start gap-3 px-4 py-3.5 text-left transition-colors outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
                      unread && 'bg-primary/5',
                    )}
                  >
                    <span
                      className={cn(
                        'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
                        unread ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                      )}
                      title={labels.get(n.kind)}
                    >
                      <Icon aria-hidden className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>{n.title}</span>
                        <RelativeTime at={n.created_at} className="shrink-0 text-xs text-muted-foreground" />
                      </span>
                      {n.body ? <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">{n.body}</span> : null}
                    </span>
                    {unread ? (
                      <span className="mt-2 size-2 shrink-0 rounded-full bg-primary">
                        <span className="sr-only">Não lida</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {hasMore[tab] && shown.length > 0 ? (
          <div className="flex justify-center">
            <Button type="button" variant="ghost" onClick={() => void loadMore()} disabled={loading}>
              {loading ? <Spinner /> : null}
              Carregar mais
            </Button>
          </div>
        ) : null}
      </TabsContent>
    </Tabs>
  );
}
