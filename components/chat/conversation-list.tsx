'use client';
// The left pane of /chat: search by name, then each conversation with the other person's avatar
// and name, the last message (a system line with an info icon), its time and the unread count,
// newest activity first.
import { InfoIcon, SearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Input } from '@/components/ui/input';
import { RelativeTime } from '@/components/ui/relative-time';
import type { ConversationSummary } from '@/lib/queries/chat';
import { listTimeLabel } from '@/lib/chat/dates';
import { MESSAGE_KIND, previewText } from '@/lib/chat/thread';
import { supabaseUrl } from '@/lib/env';
import { foldAccents } from '@/lib/format/compare';
import { avatarInitial } from '@/lib/profile/display';
import { cn } from '@/lib/utils';
import { profileImageSrc } from '@/lib/validation/profile-image';

type Props = { me: string; conversations: ConversationSummary[]; selectedId: string | null; onSelect: (id: string) => void };

export function ConversationList({ me, conversations, selectedId, onSelect }: Props) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = foldAccents(search.trim());
    return q ? conversations.filter((c) => foldAccents(c.other_name).includes(q)) : conversations;
  }, [conversations, search]);

  return (
    <>
      <div className="border-b p-3">
        <label className="relative block">
          <span className="sr-only">Buscar conversa</span>
          <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Buscar por nome" className="pl-9" />
        </label>
      </div>
      <nav aria-label="Conversas" className="min-h-0 flex-1 overflow-y-auto">
        {shown.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">
            {conversations.length === 0
              ? 'Você ainda não tem conversas. Use "Enviar mensagem" em um perfil para começar.'
              : 'Nenhuma conversa encontrada.'}
          </p>
        ) : (
          <ul>
            {shown.map((c) => {
              const src = profileImageSrc(c.other_avatar_url, supabaseUrl());
              const active = c.id === selectedId;
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(c.id)}
                    aria-current={active ? 'true' : undefined}
                    data-testid="conversation-item"
                    className={cn(
                      'flex w-full items-center gap-3 px-3 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
                      active && 'bg-accent',
                    )}
                  >
                    <Avatar className="size-11 shrink-0">
                      {src ? <AvatarImage src={src} alt="" /> : null}
                      <AvatarFallback className="bg-primary text-primary-foreground">{avatarInitial(c.other_name)}</AvatarFallback>
                    </Avatar>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span className={cn('truncate', c.unread > 0 ? 'font-semibold' : 'font-medium')}>{c.other_name}</span>
                        {c.last_message_at ? (
                          <span className={cn('shrink-0 text-xs', c.unread > 0 ? 'font-semibold text-primary' : 'text-muted-foreground')}>
                            <RelativeTime at={c.last_message_at} format={listTimeLabel} />
                          </span>
                        ) : null}
                      </span>
                      <span className="mt-0.5 flex items-center justify-between gap-2">
                        <span
                          className={cn(
                            'flex min-w-0 items-center gap-1 text-sm',
                            c.unread > 0 ? 'text-foreground' : 'text-muted-foreground',
                          )}
                        >
                          {c.last_kind === MESSAGE_KIND.system ? (
                            <>
                              <InfoIcon aria-hidden className="size-3.5 shrink-0" />
                              <span className="sr-only">Aviso da plataforma: </span>
                            </>
                          ) : null}
                          <span className="truncate">
                            {previewText(c.last_body, c.last_attachment_name, c.last_sender_id === me, c.last_kind)}
                          </span>
                        </span>
                        {c.unread > 0 ? (
                          <span
                            className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground tabular-nums"
                            aria-label={`${c.unread} ${c.unread === 1 ? 'mensagem não lida' : 'mensagens não lidas'}`}
                          >
                            {c.unread > 99 ? '99+' : c.unread}
                          </span>
                        ) : null}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </nav>
    </>
  );
}
