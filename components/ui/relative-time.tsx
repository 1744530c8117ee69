'use client';
// A <time> that says "há 5 minutos" and keeps saying it right while the page stays open.
import { useEffect, useState } from 'react';
import { relativeTime } from '@/lib/format/relative-time';

const EXACT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

export function RelativeTime({ at, className }: { at: string; className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={at} title={EXACT.format(new Date(at))} className={className} suppressHydrationWarning>
      {relativeTime(at, now)}
    </time>
  );
}
