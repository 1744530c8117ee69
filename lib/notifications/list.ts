// Pure rules of the notifications center: merging live rows and pages, the unread tab, the keyset.
import type { Tables } from '@/lib/database.types';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATION_COLUMNS = 'id, kind, title, body, link, read_at, created_at' as const;

export type NotificationRow = Pick<Tables<'notifications'>, 'id' | 'kind' | 'title' | 'body' | 'link' | 'read_at' | 'created_at'>;

/** Newest first; equal times by id descending (the keyset order). */
export function compareNewestFirst(a: NotificationRow, b: NotificationRow): number {
  const t = Date.parse(b.created_at) - Date.parse(a.created_at);
  return t !== 0 ? t : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Adds or replaces rows by id, newest first. */
export function mergeNotifications(current: NotificationRow[], incoming: NotificationRow[]): NotificationRow[] {
  const byId = new Map(current.map((n) => [n.id, n]));
  for (const n of incoming) byId.set(n.id, n);
  return [...byId.values()].sort(compareNewestFirst);
}

/** The PostgREST `or` filter of the page after `last` in newest-first order. */
export function olderThanFilter(last: Pick<NotificationRow, 'created_at' | 'id'>): string {
  return `created_at.lt.${last.created_at},and(created_at.eq.${last.created_at},id.lt.${last.id})`;
}

/** A link is followed only inside the app. */
export function safeLink(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : null;
}
