'use client';

import { BellIcon, MessageCircleIcon, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { badgeText, type UnreadCounts } from '@/lib/profile/unread-counts';
import { IntentLink } from './intent-link';
import { useUnreadCounts } from './use-unread-counts';
import { ROUTES } from '@/lib/routes';

export type UnreadBadgesProps = {
  /** The signed-in user: the live subscription filters on it (receiver_id / profile_id). */
  userId: string;
  /** The counts read on the server for this render, shown until the read after subscribing or a Realtime event changes them. */
  initialCounts: UnreadCounts;
};

/** The top bar's bell to /notifications and chat icon to /chat, with live red unread badges (docs/product/layout.md). */
export function UnreadBadges({ userId, initialCounts }: UnreadBadgesProps) {
  const counts = useUnreadCounts(userId, initialCounts);
  return (
    <>
      <CountLink
        href={ROUTES.notifications}
        label="Notificações"
        icon={BellIcon}
        count={counts.notifications}
        unit={['notificação não lida', 'notificações não lidas']}
      />
      <CountLink
        href={ROUTES.chat}
        label="Mensagens"
        icon={MessageCircleIcon}
        count={counts.messages}
        unit={['mensagem não lida', 'mensagens não lidas']}
      />
    </>
  );
}

type CountLinkProps = {
  href: string;
  label: string;
  icon: LucideIcon;
  count: number;
  /** Singular and plural of the screen-reader description. */
  unit: [string, string];
};

function CountLink({ href, label, icon: Icon, count, unit }: CountLinkProps) {
  const descriptionId = useId();
  const text = badgeText(count);
  return (
    <>
      <IntentLink
        href={href}
        aria-label={label}
        aria-describedby={text ? descriptionId : undefined}
        className="relative inline-flex size-9 items-center justify-center rounded-lg text-foreground/80 transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Icon aria-hidden="true" className="size-5" />
        {text ? (
          <span
            data-slot="unread-count"
            className="absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-background"
          >
            {text}
          </span>
        ) : null}
      </IntentLink>
      {/* Outside the link, so the link's text is the badge alone; read as its description. */}
      {text ? (
        <span id={descriptionId} hidden>
          {count} {count === 1 ? unit[0] : unit[1]}
        </span>
      ) : null}
    </>
  );
}
