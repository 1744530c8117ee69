'use client';
// A <time> that says "há 5 minutos" (lib/format/relative-time.ts, the one helper) and keeps saying
// it right while the page stays open. Used by the feed, the notifications center, the chat's
// conversation list (with its own `format`) and the admin screens.
import { useEffect, useState } from 'react';
import { relativeTime } from '@/lib/format/relative-time';
import { formatDate } from '@/lib/format/dates';

export function RelativeTime({
  at,
  className,
  format = relativeTime,
}: {
  at: string;
  className?: string;
  /** Another wording built on relativeTime (the chat list's); only from client components. */
  format?: (at: string, now: Date) => string;
}) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={at} title={formatDate(at, 'longDateAndTime')} className={className} suppressHydrationWarning>
      {format(at, now)}
    </time>
  );
}
