// Reading an unread_counts row (docs/domain/model.md). The row is created by triggers on the first
// notification or message, so a missing row (PGRST116 with .single()) simply means zero.

export type UnreadCounts = { notifications: number; messages: number };

export const NO_UNREAD: UnreadCounts = { notifications: 0, messages: 0 };

type Row = { unread_notifications?: unknown; unread_messages?: unknown } | null | undefined;
type ErrorLike = { code?: string; message?: string } | null | undefined;

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

export function unreadCountsFromRow(row: Row, error?: ErrorLike): UnreadCounts {
  if (error) {
    // A badge is never worth breaking the page for: unknown counts show no badge, like zero.
    if (error.code !== 'PGRST116') console.error(`[unread-counts] ${error.code ?? ''} ${error.message ?? ''}`.trim());
    return NO_UNREAD;
  }
  if (!row) return NO_UNREAD;
  return { notifications: count(row.unread_notifications), messages: count(row.unread_messages) };
}

/** The badge text: the count, capped at '99+'; null hides the badge. */
export function badgeText(value: number): string | null {
  if (!(value > 0)) return null;
  return value > 99 ? '99+' : String(Math.floor(value));
}
