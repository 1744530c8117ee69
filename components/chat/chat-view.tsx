'use client';
// /chat (docs/product/chat.md): the conversation list and the open thread, live through Realtime.
// One channel listens to the viewer's messages (postgres_changes filtered by receiver_id and by
// sender_id, under RLS): new messages, read receipts and other tabs' messages arrive through it.
// The open conversation has a broadcast channel of its own for 'digitando...'. Messages carry their
// kind: the platform's system lines (a contract moved) show as notes, and preview without 'Você:'.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { toast } from 'sonner';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import type { ConversationSummary } from '@/lib/queries/chat';
import {
  MESSAGE_COLUMNS,
  MESSAGE_KIND,
  THREAD_PAGE_SIZE,
  attachmentPath,
  mergeMessages,
  type ChatMessage,
  type ThreadMessage,
} from '@/lib/chat/thread';
import { createClient } from '@/lib/supabase/client';
import { cn } from '@/lib/utils';
import { ConversationList } from './conversation-list';
import { ThreadPane } from './thread-pane';

export type ChatViewProps = {
  me: string;
  initialConversations: ConversationSummary[];
  initialSelectedId: string | null;
  initialMessages: ChatMessage[];
  initialHasMore: boolean;
};

type ThreadState = { messages: ThreadMessage[]; hasMore: boolean; loading: boolean };

/** What a failed send needs to be tried again. */
type Pending = { conversationId: string; receiverId: string; body: string; file: File | null };

const TYPING_SHOWN_MS = 3500;
const TYPING_SEND_EVERY_MS = 1500;

export function ChatView({ me, initialConversations, initialSelectedId, initialMessages, initialHasMore }: ChatViewProps) {
  const supabase = useMemo(() => createClient(), []);
  const [conversations, setConversations] = useState(initialConversations);
  const [selectedId, setSelectedId] = useState<string | null>(initialSelectedId);
  const [threads, setThreads] = useState<Record<string, ThreadState>>(() =>
    initialSelectedId ? { [initialSelectedId]: { messages: initialMessages, hasMore: initialHasMore, loading: false } } : {},
  );
  const [typing, setTyping] = useState<Record<string, boolean>>({});
  // Whether the message channel and the open conversation's typing channel are joined (data-* for tests).
  const [live, setLive] = useState(false);
  const [typingLive, setTypingLive] = useState<string | null>(null);
  const pending = useRef(new Map<string, Pending>());
  const [localUrls] = useState(() => new Map<string, string>());
  const selectedRef = useRef(selectedId);
  const threadsRef = useRef(threads);
  useLayoutEffect(() => {
    selectedRef.current = selectedId;
    threadsRef.current = threads;
  }, [selectedId, threads]);

  const selected = conversations.find((c) => c.id === selectedId) ?? null;

  const refreshList = useCallback(async () => {
    const { data, error } = await supabase.rpc('chat_conversations', {});
    const rows: ConversationSummary[] | null = data;
    if (!error && rows) setConversations(rows);
  }, [supabase]);

  const addMessages = useCallback((conversationId: string, incoming: ThreadMessage[]) => {
    setThreads((all) => {
      const current = all[conversationId];
      if (!current) return all;
      return { ...all, [conversationId]: { ...current, messages: mergeMessages(current.messages, incoming) } };
    });
  }, []);

  const loadThread = useCallback(
    async (conversationId: string, older = false) => {
      const current = threadsRef.current[conversationId];
      if (current?.loading || (older && !current?.hasMore)) return;
      setThreads((all) => ({
        ...all,
        [conversationId]: { messages: all[conversationId]?.messages ?? [], hasMore: all[conversationId]?.hasMore ?? false, loading: true },
      }));
      let query = supabase
        .from('messages')
        .select(MESSAGE_COLUMNS)
        .eq('conversation_id', conversationId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(THREAD_PAGE_SIZE + 1);
      const oldest = older ? current?.messages.find((m) => !m.status) : undefined;
      if (oldest) {
        query = query.or(`created_at.lt.${oldest.created_at},and(created_at.eq.${oldest.created_at},id.lt.${oldest.id})`);
      }
      const { data, error } = await query;
      setThreads((all) => {
        const state = all[conversationId] ?? { messages: [], hasMore: false, loading: false };
        if (error || !data) return { ...all, [conversationId]: { ...state, loading: false } };
        const rows = data.slice(0, THREAD_PAGE_SIZE);
        return {
          ...all,
          [conversationId]: {
            messages: mergeMessages(state.messages, rows),
            hasMore: older || !state.messages.length ? data.length > THREAD_PAGE_SIZE : state.hasMore,
            loading: false,
          },
        };
      });
      if (error) toast.error('Não foi possível carregar as mensagens', { description: dataErrorMessage(error) });
    },
    [supabase],
  );

  // Marks the open conversation read whenever it shows a message to me that is unread.
  const marking = useRef(false);
  const selectedMessages = selectedId ? threads[selectedId]?.messages : undefined;
  useEffect(() => {
    if (!selectedId || !selectedMessages || marking.current) return;
    const unread = selectedMessages.some((m) => m.receiver_id === me && !m.read_at);
    const listed = conversations.find((c) => c.id === selectedId)?.unread ?? 0;
    if (!unread && listed === 0) return;
    if (document.visibilityState !== 'visible') return;
    marking.current = true;
    const conversationId = selectedId;
    void supabase.rpc('mark_conversation_read', { conversation: conversationId }).then(() => {
      marking.current = false;
      const now = new Date().toISOString();
      setThreads((all) => {
        const state = all[conversationId];
        if (!state) return all;
        const messages = state.messages.map((m) => (m.receiver_id === me && !m.read_at ? { ...m, read_at: now } : m));
        return { ...all, [conversationId]: { ...state, messages } };
      });
      setConversations((list) => list.map((c) => (c.id === conversationId ? { ...c, unread: 0 } : c)));
    });
  }, [selectedId, selectedMessages, conversations, me, supabase]);

  // Coming back to the tab reads what arrived meanwhile.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setThreads((all) => ({ ...all }));
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  // The viewer's messages, live.
  useEffect(() => {
    const onRow = (payload: RealtimePostgresChangesPayload<ChatMessage>) => {
      if (payload.eventType === 'DELETE') return;
      const row = payload.new;
      if (!row?.id) return;
      addMessages(row.conversation_id, [row]);
      if (row.receiver_id === me) setTyping((t) => (t[row.conversation_id] ? { ...t, [row.conversation_id]: false } : t));
      if (payload.eventType !== 'INSERT') return;
      let known = false;
      setConversations((list) => {
        const found = list.find((c) => c.id === row.conversation_id);
        if (!found) return list;
        known = true;
        const incomingUnread = row.receiver_id === me && !row.read_at && selectedRef.current !== row.conversation_id ? 1 : 0;
        const updated: ConversationSummary = {
          ...found,
          last_body: row.body,
          last_kind: row.kind,
          last_sender_id: row.sender_id,
          last_attachment_name: row.attachment_name,
          last_message_at: row.created_at,
          unread: found.unread + incomingUnread,
        };
        return [updated, ...list.filter((c) => c.id !== row.conversation_id)];
      });
      // A conversation someone else just started: read the list again.
      queueMicrotask(() => {
        if (!known) void refreshList();
      });
    };
    const topic = `chat:${me}:${Math.random().toString(36).slice(2)}`;
    const channel = supabase
      .channel(topic)
      .on<ChatMessage>('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter: `receiver_id=eq.${me}` }, onRow)
      .on<ChatMessage>('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter: `sender_id=eq.${me}` }, onRow)
      .subscribe((status) => {
        setLive(status === 'SUBSCRIBED');
        if (status !== 'SUBSCRIBED') return;
        // Catch up with what changed before the events flowed (and after a reconnection).
        void refreshList();
        const open = selectedRef.current;
        if (open && threadsRef.current[open]) void loadThread(open);
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [me, supabase, addMessages, refreshList, loadThread]);

  // 'digitando...' through a broadcast channel of the open conversation.
  const typingChannel = useRef<ReturnType<typeof supabase.channel> | null>(null);
  useEffect(() => {
    if (!selectedId) return;
    let hide: ReturnType<typeof setTimeout> | null = null;
    const conversationId = selectedId;
    const channel = supabase
      .channel(`typing:${conversationId}`)
      .on('broadcast', { event: 'typing' }, ({ payload }: { payload: { profileId?: string } }) => {
        if (payload?.profileId === me) return;
        setTyping((t) => ({ ...t, [conversationId]: true }));
        if (hide) clearTimeout(hide);
        hide = setTimeout(() => setTyping((t) => ({ ...t, [conversationId]: false })), TYPING_SHOWN_MS);
      })
      .subscribe((status) => setTypingLive(status === 'SUBSCRIBED' ? conversationId : null));
    typingChannel.current = channel;
    return () => {
      if (hide) clearTimeout(hide);
      typingChannel.current = null;
      void supabase.removeChannel(channel);
    };
  }, [selectedId, me, supabase]);

  const lastTypingSent = useRef(0);
  const onTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SEND_EVERY_MS) return;
    lastTypingSent.current = now;
    void typingChannel.current?.send({ type: 'broadcast', event: 'typing', payload: { profileId: me } });
  }, [me]);

  // Selecting a conversation: the URL follows (/chat?c=<id>), the back button returns to the list.
  const select = useCallback(
    (id: string | null) => {
      setSelectedId(id);
      const url = id ? `/chat?c=${id}` : '/chat';
      if (window.location.pathname + window.location.search !== url) window.history.pushState(null, '', url);
      if (id && !threadsRef.current[id]) void loadThread(id);
    },
    [loadThread],
  );
  useEffect(() => {
    const onPop = () => {
      const id = new URLSearchParams(window.location.search).get('c');
      setSelectedId(id);
      if (id && !threadsRef.current[id]) void loadThread(id);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [loadThread]);

  // Sending: the message shows at once ('Enviando...'); a failure keeps it with 'Tentar novamente'.
  const deliver = useCallback(
    async (id: string) => {
      const job = pending.current.get(id);
      if (!job) return;
      const { conversationId, receiverId, body, file } = job;
      const fail = (message: string) =>
        addMessages(conversationId, [
          { ...(threadsRef.current[conversationId]?.messages.find((m) => m.id === id) as ThreadMessage), status: 'failed', error: message },
        ]);
      let attachment: Pick<ChatMessage, 'attachment_path' | 'attachment_name' | 'attachment_type' | 'attachment_size'> = {
        attachment_path: null,
        attachment_name: null,
        attachment_type: null,
        attachment_size: null,
      };
      if (file) {
        const path = attachmentPath(conversationId, me, file.type, id);
        const upload = await supabase.storage.from('chat-attachments').upload(path, file, { contentType: file.type, upsert: false });
        if (upload.error && !/exists|duplicate/i.test(upload.error.message)) {
          return fail('Não foi possível enviar o anexo.');
        }
        attachment = {
          attachment_path: path,
          attachment_name: file.name.slice(0, 200),
          attachment_type: file.type,
          attachment_size: file.size,
        };
      }
      const { data, error } = await supabase
        .from('messages')
        .insert({ id, conversation_id: conversationId, sender_id: me, receiver_id: receiverId, body, ...attachment })
        .select(MESSAGE_COLUMNS)
        .single();
      if (error?.code === '23505') {
        // The first try was stored after all.
        const { data: stored } = await supabase.from('messages').select(MESSAGE_COLUMNS).eq('id', id).maybeSingle();
        if (stored) {
          pending.current.delete(id);
          addMessages(conversationId, [stored]);
          return;
        }
      }
      if (error || !data) return fail(dataErrorMessage(error));
      pending.current.delete(id);
      addMessages(conversationId, [data]);
    },
    [supabase, me, addMessages],
  );

  const send = useCallback(
    (body: string, file: File | null) => {
      if (!selectedId) return;
      const id = crypto.randomUUID();
      const other = conversations.find((c) => c.id === selectedId)?.other_id ?? '';
      const localUrl = file && file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined;
      if (localUrl) localUrls.set(id, localUrl);
      pending.current.set(id, { conversationId: selectedId, receiverId: other, body, file });
      const optimistic: ThreadMessage = {
        id,
        conversation_id: selectedId,
        sender_id: me,
        receiver_id: other,
        body,
        kind: MESSAGE_KIND.text,
        created_at: new Date().toISOString(),
        read_at: null,
        attachment_path: file ? 'local' : null,
        attachment_name: file?.name ?? null,
        attachment_type: file?.type ?? null,
        attachment_size: file?.size ?? null,
        status: 'sending',
      };
      addMessages(selectedId, [optimistic]);
      setConversations((list) => {
        const found = list.find((c) => c.id === selectedId);
        if (!found) return list;
        return [
          {
            ...found,
            last_body: body,
            last_kind: MESSAGE_KIND.text,
            last_sender_id: me,
            last_attachment_name: file?.name ?? null,
            last_message_at: optimistic.created_at,
          },
          ...list.filter((c) => c.id !== selectedId),
        ];
      });
      void deliver(id);
    },
    [selectedId, conversations, me, addMessages, deliver, localUrls],
  );

  const retry = useCallback(
    (id: string) => {
      const job = pending.current.get(id);
      if (!job) return;
      const message = threadsRef.current[job.conversationId]?.messages.find((m) => m.id === id);
      if (message) addMessages(job.conversationId, [{ ...message, status: 'sending', error: undefined }]);
      void deliver(id);
    },
    [addMessages, deliver],
  );

  const setBlocked = useCallback(
    async (conversation: ConversationSummary, block: boolean) => {
      const { error } = block
        ? await supabase.from('user_blocks').insert({ blocker_id: me, blocked_id: conversation.other_id })
        : await supabase.from('user_blocks').delete().eq('blocker_id', me).eq('blocked_id', conversation.other_id);
      if (error && error.code !== '23505') {
        toast.error(block ? 'Não foi possível bloquear' : 'Não foi possível desbloquear', { description: dataErrorMessage(error) });
        return;
      }
      setConversations((list) => list.map((c) => (c.other_id === conversation.other_id ? { ...c, blocked_by_me: block } : c)));
      toast.success(block ? `${conversation.other_name} foi bloqueado(a).` : `${conversation.other_name} foi desbloqueado(a).`);
    },
    [supabase, me],
  );

  const thread = selectedId ? threads[selectedId] : undefined;

  return (
    <div
      data-live={live ? 'true' : 'false'}
      data-typing-live={typingLive ?? ''}
      className="flex h-[calc(100dvh-12rem)] min-h-[26rem] overflow-hidden rounded-2xl border bg-background shadow-xs sm:h-[calc(100dvh-13rem)]"
    >
      <div className={cn('w-full shrink-0 border-r md:flex md:w-80 md:flex-col', selectedId ? 'hidden md:flex' : 'flex flex-col')}>
        <ConversationList me={me} conversations={conversations} selectedId={selectedId} onSelect={select} />
      </div>
      <div className={cn('min-w-0 flex-1 flex-col', selectedId ? 'flex' : 'hidden md:flex')}>
        {selected ? (
          <ThreadPane
            me={me}
            conversation={selected}
            messages={thread?.messages ?? []}
            hasMore={thread?.hasMore ?? false}
            loading={thread?.loading ?? true}
            typing={!!typing[selected.id]}
            localUrls={localUrls}
            onBack={() => select(null)}
            onLoadOlder={() => void loadThread(selected.id, true)}
            onSend={send}
            onRetry={retry}
            onTyping={onTyping}
            onBlock={(block) => void setBlocked(selected, block)}
          />
        ) : (
          <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">
            {selectedId ? 'Conversa não encontrada.' : 'Escolha uma conversa para ver as mensagens.'}
          </div>
        )}
      </div>
    </div>
  );
}
