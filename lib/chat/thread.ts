// The pure rules of a thread: merging pages, live events and optimistic messages into one
// ordered list, grouping by day, and the read receipt. A message is a person's ('text') or a line
// the platform posts when a contract moves ('system', written in the name of one of the two and
// shown as a centred note, without a bubble or a read receipt).
import type { Tables } from '@/lib/database.types';
import { dayKey, dayLabel } from './dates';

export const MESSAGE_MAX_LENGTH = 4000;
export const THREAD_PAGE_SIZE = 30;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;

export const MESSAGE_COLUMNS =
  'id, conversation_id, sender_id, receiver_id, body, kind, created_at, read_at, attachment_path, attachment_name, attachment_type, attachment_size' as const;

/** messages.kind: what people write, and what the platform posts (people cannot write 'system'). */
export const MESSAGE_KIND = { text: 'text', system: 'system' } as const;

export type ChatMessage = Pick<
  Tables<'messages'>,
  | 'id'
  | 'conversation_id'
  | 'sender_id'
  | 'receiver_id'
  | 'body'
  | 'kind'
  | 'created_at'
  | 'read_at'
  | 'attachment_path'
  | 'attachment_name'
  | 'attachment_type'
  | 'attachment_size'
>;

/** A message on screen: a stored one, or one of mine still being sent or that failed. */
export type ThreadMessage = ChatMessage & { status?: 'sending' | 'failed'; error?: string };

/** A line the platform posted (a contract moved), not something a person wrote. */
export const isSystemMessage = (m: Pick<ChatMessage, 'kind'>): boolean => m.kind === MESSAGE_KIND.system;

/** Oldest first; equal times by id, as the keyset orders them. */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  const t = Date.parse(a.created_at) - Date.parse(b.created_at);
  return t !== 0 ? t : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Adds or replaces messages by id (a stored row wins over its optimistic copy), oldest first. */
export function mergeMessages(current: ThreadMessage[], incoming: ThreadMessage[]): ThreadMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) {
    const existing = byId.get(m.id);
    // A late optimistic copy never overwrites the stored row; a newer read_at is kept.
    if (existing && !existing.status && m.status) continue;
    byId.set(m.id, existing && !m.read_at && existing.read_at ? { ...m, read_at: existing.read_at } : m);
  }
  return [...byId.values()].sort(compareMessages);
}

export type DayGroup = { key: string; label: string; messages: ThreadMessage[] };

/** Messages (oldest first) in day groups headed 'Hoje', 'Ontem' or the date. */
export function groupByDay(messages: ThreadMessage[], now: Date = new Date()): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const m of messages) {
    const key = dayKey(m.created_at);
    const group = groups.at(-1);
    if (group?.key === key) group.messages.push(m);
    else groups.push({ key, label: dayLabel(m.created_at, now), messages: [m] });
  }
  return groups;
}

/** The id of my last message the other person has read: 'Visto' goes under it. */
export function lastSeenMessageId(messages: ThreadMessage[], me: string): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i];
    // System lines carry a sender but are nobody's message: they never take or hide 'Visto'.
    if (m.sender_id !== me || m.status || isSystemMessage(m)) continue;
    if (m.read_at) return m.id;
    // A later unread message of mine: 'Visto' only once everything up to it is read.
    return null;
  }
  return null;
}

/** Why a message cannot be sent as typed, or null. */
export function messageProblem(body: string, hasAttachment = false): string | null {
  if (body.length > MESSAGE_MAX_LENGTH) return `A mensagem pode ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`;
  if (!body.trim() && !hasAttachment) return 'Escreva uma mensagem.';
  return null;
}

/** Why a file cannot be attached, or null. */
export function attachmentProblem(file: { size: number; type: string }): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'Envie imagens (JPG, PNG, WEBP, GIF) ou PDF.';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'O arquivo pode ter no máximo 10 MB.';
  if (file.size === 0) return 'O arquivo está vazio.';
  return null;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** The storage key of an attachment: <conversation>/<sender>/<random>.<ext by type>, as the bucket's policies require. */
export function attachmentPath(conversationId: string, senderId: string, type: string, random: string): string {
  return `${conversationId}/${senderId}/${random}.${EXTENSIONS[type] ?? 'bin'}`;
}

/**
 * The preview line of a conversation in the list. A system line reads as it is ('Entrega enviada:
 * Ana enviou...'), never 'Você: ...' even when it went out in the viewer's name.
 */
export function previewText(body: string | null, attachmentName: string | null, fromMe: boolean, kind: string | null = null): string {
  const text = body?.trim() ? body.trim() : attachmentName ? `📎 ${attachmentName}` : 'Nenhuma mensagem ainda';
  if (kind === MESSAGE_KIND.system) return text;
  return fromMe && (body?.trim() || attachmentName) ? `Você: ${text}` : text;
}

/** '2,4 MB', '350 KB' */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
