'use client';
// The right pane of /chat: the other person, the messages grouped by day (older ones load on
// scrolling up), the platform's system lines as notes across the thread, 'Visto' and
// 'digitando...', and the composer (Enter sends, Shift+Enter breaks the line, a clip attaches an
// image or PDF up to 10 MB).
import { ArrowLeftIcon, BanIcon, BriefcaseIcon, EllipsisVerticalIcon, PaperclipIcon, RotateCwIcon, SendIcon, XIcon } from 'lucide-react';
import Link from 'next/link';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import type { ConversationSummary } from '@/lib/queries/chat';
import { timeLabel } from '@/lib/chat/dates';
import {
  MESSAGE_MAX_LENGTH,
  attachmentProblem,
  groupByDay,
  isSystemMessage,
  lastSeenMessageId,
  messageProblem,
  type ThreadMessage,
} from '@/lib/chat/thread';
import { supabaseUrl } from '@/lib/env';
import { avatarInitial } from '@/lib/profile/display';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';
import { profileImageSrc } from '@/lib/validation/profile-image';
import { AttachmentPreview } from './attachment-preview';
import { MessageText } from './message-text';
import { SystemLine } from './system-line';

type Props = {
  me: string;
  conversation: ConversationSummary;
  messages: ThreadMessage[];
  hasMore: boolean;
  loading: boolean;
  typing: boolean;
  localUrls: Map<string, string>;
  onBack: () => void;
  onLoadOlder: () => void;
  onSend: (body: string, file: File | null) => void;
  onRetry: (id: string) => void;
  onTyping: () => void;
  onBlock: (block: boolean) => void;
};

export function ThreadPane(props: Props) {
  const { me, conversation: c, messages, hasMore, loading, typing, localUrls, onBack, onLoadOlder, onRetry } = props;
  const src = profileImageSrc(c.other_avatar_url, supabaseUrl());
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number; id: string | undefined } | null>(null);
  const groups = groupByDay(messages);
  const seenId = lastSeenMessageId(messages, me);
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;

  // Keeps the view where it was when older messages are added above; follows new ones at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = anchor.current;
    if (before && before.id !== firstId) {
      el.scrollTop = el.scrollHeight - before.height + before.top;
    } else if (!before || el.scrollHeight - el.scrollTop - el.clientHeight < 160 || messages.at(-1)?.sender_id === me) {
      el.scrollTop = el.scrollHeight;
    }
    anchor.current = { height: el.scrollHeight, top: el.scrollTop, id: firstId };
  }, [firstId, lastId, messages, me, typing]);

  // A new conversation starts at the bottom.
  useLayoutEffect(() => {
    anchor.current = null;
  }, [c.id]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop, id: firstId };
    if (el.scrollTop < 120 && hasMore && !loading) onLoadOlder();
  };

  const closed = c.blocked_by_me || c.blocked_me;

  return (
    <>
      <header className="flex items-center gap-3 border-b px-3 py-2.5">
        <Button type="button" variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Voltar para as conversas">
          <ArrowLeftIcon aria-hidden />
        </Button>
        <Avatar className="size-10 shrink-0">
          {src ? <AvatarImage src={src} alt="" /> : null}
          <AvatarFallback className="bg-primary text-primary-foreground">{avatarInitial(c.other_name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">
            <Link href={`${ROUTES.publicProfile}?id=${c.other_id}`} className="hover:underline">
              {c.other_name}
            </Link>
          </h2>
          <p className="h-4 text-xs text-primary" aria-live="polite">
            {typing ? 'digitando...' : ''}
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" variant="ghost" size="icon" aria-label="Opções da conversa">
              <EllipsisVerticalIcon aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => props.onBlock(!c.blocked_by_me)}>
              <BanIcon aria-hidden />
              {c.blocked_by_me ? 'Desbloquear' : 'Bloquear'}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </header>
      {c.opportunity_id ? (
        <div className="flex items-center gap-2 border-b bg-primary/5 px-4 py-2 text-sm" data-testid="opportunity-banner">
          <BriefcaseIcon aria-hidden className="size-4 shrink-0 text-primary" />
          <span className="truncate">
            {c.opportunity_title ? (
              <>
                Conversa sobre a oportunidade <strong className="font-medium">{c.opportunity_title}</strong>
              </>
            ) : (
              'Conversa sobre uma oportunidade'
            )}
          </span>
        </div>
      ) : null}
      {/* Focusable so a keyboard can scroll a long conversation (the messages themselves are text). */}
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label="Mensagens da conversa"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto bg-muted/30 px-3 py-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:px-5"
        data-testid="thread"
      >
        {loading && messages.length === 0 ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : null}
        {hasMore ? (
          <div className="flex justify-center pb-2">
            <Button type="button" variant="ghost" size="sm" onClick={onLoadOlder} disabled={loading}>
              {loading ? <Spinner /> : null}
              Carregar mensagens anteriores
            </Button>
          </div>
        ) : null}
        {!loading && messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">Nenhuma mensagem ainda. Diga olá!</p>
        ) : null}
        <ol className="space-y-4">
          {groups.map((group) => (
            <li key={group.key}>
              <h3 className="mb-2 flex justify-center">
                <span className="rounded-full bg-background px-3 py-0.5 text-xs font-medium text-muted-foreground shadow-xs">
                  {group.label}
                </span>
              </h3>
              <ol className="space-y-1.5">
                {group.messages.map((m) => {
                  if (isSystemMessage(m)) {
                    return (
                      <li key={m.id} data-testid="system-message">
                        <SystemLine message={m} />
                      </li>
                    );
                  }
                  const mine = m.sender_id === me;
                  return (
                    <li key={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-testid="message">
                      <div
                        className={cn(
                          'max-w-[85%] space-y-1.5 rounded-2xl px-3 py-2 shadow-xs sm:max-w-[70%]',
                          mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-background',
                          m.status === 'failed' && 'opacity-70',
                        )}
                      >
                        {m.attachment_path && m.attachment_name && m.attachment_type && m.attachment_size ? (
                          <AttachmentPreview
                            path={m.attachment_path}
                            name={m.attachment_name}
                            type={m.attachment_type}
                            size={m.attachment_size}
                            localUrl={localUrls.get(m.id)}
                          />
                        ) : null}
                        {m.body ? <MessageText body={m.body} /> : null}
                        <p className={cn('text-right text-[11px]', mine ? 'text-primary-foreground/80' : 'text-muted-foreground')}>
                          {m.status === 'sending' ? 'Enviando...' : timeLabel(m.created_at)}
                        </p>
                      </div>
                      {m.status === 'failed' ? (
                        <p className="mt-1 flex items-center gap-2 text-xs text-destructive" role="alert">
                          {m.error ?? 'Não foi possível enviar.'}
                          <button
                            type="button"
                            onClick={() => onRetry(m.id)}
                            className="inline-flex items-center gap-1 font-medium underline"
                          >
                            <RotateCwIcon aria-hidden className="size-3" />
                            Tentar novamente
                          </button>
                        </p>
                      ) : null}
                      {m.id === seenId ? <p className="mt-0.5 text-xs text-muted-foreground">Visto</p> : null}
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
      </div>
      {closed ? (
        <p className="border-t px-4 py-4 text-center text-sm text-muted-foreground">
          {c.blocked_by_me
            ? 'Você bloqueou esta pessoa. Desbloqueie para voltar a conversar.'
            : 'Não é possível responder a esta conversa.'}
        </p>
      ) : (
        <Composer onSend={props.onSend} onTyping={props.onTyping} conversationId={c.id} />
      )}
    </>
  );
}

function Composer({
  onSend,
  onTyping,
  conversationId,
}: {
  onSend: (body: string, file: File | null) => void;
  onTyping: () => void;
  conversationId: string;
}) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const body = drafts[conversationId] ?? '';

  const submit = () => {
    const issue = messageProblem(body, !!file);
    if (issue) {
      setProblem(issue);
      return;
    }
    onSend(body.trim(), file);
    setDrafts((d) => ({ ...d, [conversationId]: '' }));
    setFile(null);
    setProblem(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="border-t bg-background p-2 sm:p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {file ? (
        <div className="mb-2 flex items-center gap-2 rounded-lg bg-muted px-3 py-1.5 text-sm">
          <PaperclipIcon aria-hidden className="size-4 shrink-0" />
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          <button type="button" onClick={() => setFile(null)} aria-label="Remover anexo" className="rounded p-0.5 hover:bg-background">
            <XIcon aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
          className="hidden"
          aria-label="Anexar arquivo"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            e.target.value = '';
            if (!chosen) return;
            const issue = attachmentProblem(chosen);
            if (issue) return void toast.error('Não foi possível anexar', { description: issue });
            setFile(chosen);
          }}
        />
        <Button type="button" variant="ghost" size="icon" onClick={() => fileInput.current?.click()} aria-label="Anexar imagem ou PDF">
          <PaperclipIcon aria-hidden />
        </Button>
        <label className="min-w-0 flex-1">
          <span className="sr-only">Mensagem</span>
          <textarea
            value={body}
            rows={1}
            maxLength={MESSAGE_MAX_LENGTH + 1}
            placeholder="Escreva uma mensagem"
            aria-invalid={problem ? true : undefined}
            onChange={(e) => {
              setDrafts((d) => ({ ...d, [conversationId]: e.target.value }));
              if (problem) setProblem(null);
              if (e.target.value.trim()) onTyping();
            }}
            onKeyDown={onKeyDown}
            className="field-sizing-content max-h-40 min-h-10 w-full resize-none rounded-xl border border-input bg-background px-3 py-2 text-base outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 md:text-sm"
          />
        </label>
        <Button type="submit" size="icon" aria-label="Enviar">
          <SendIcon aria-hidden />
        </Button>
      </div>
      {problem ? (
        <p className="mt-1 px-12 text-xs text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
