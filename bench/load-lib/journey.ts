// Each simulated user's journey, by role: the pages the menu offers that role, the lists the
// browser reads through the Data API as the user (supabase-js with the user's session, as the
// screens do), and the writes the screens make (the same calls as lib/actions and the chat
// composer). Every acknowledged write is kept in the ledger, to check after the faults.
import crypto from 'node:crypto';
import { CREATOR_BRAND_CONVERSATION, DEMO_ACCOUNTS, type DemoRole } from '../../e2e/support/accounts';
import { MESSAGE_COLUMNS } from '@/lib/chat/thread';
import { NOTIFICATION_COLUMNS } from '@/lib/notifications/list';
import { expectPage } from './pages';
import type { UserSession } from './session';

export type Ledger = { posts: string[]; messages: string[]; comments: string[]; profileEdits: number };

export type Step = { name: string; run: (user: UserSession, ctx: StepContext) => Promise<void> };
export type StepContext = { baseUrl: string; ledger: Ledger; serial: () => number };

const page = (path: string): Step => ({
  name: `GET ${path}`,
  run: (user, { baseUrl }) => expectPage(baseUrl, path, user.cookie()),
});

/** Throws the Data API's error, so the recorder counts it. */
function ok<T>({ data, error }: { data: T; error: { message: string } | null }, what: string): T {
  if (error) throw new Error(`${what}: ${error.message}`);
  return data;
}

/** A single row the write answered with, or the error. */
function written<T>(answer: { data: T; error: { message: string } | null }, what: string): NonNullable<T> {
  const row = ok(answer, what);
  if (row === null || row === undefined) throw new Error(`${what}: no row answered`);
  return row;
}

const readFeed: Step = {
  name: 'api feed_page',
  run: async ({ client }) => {
    ok(await client.rpc('feed_page', { tab: 'all', page_size: 10 }), 'feed_page');
  },
};
const readOpportunities: Step = {
  name: 'api opportunities',
  run: async ({ client }) => {
    ok(
      await client
        .from('opportunities')
        .select('id, title, pay_type, budget_min, budget_max, application_deadline, location_type, city, state, published_at')
        .eq('status', 'open')
        .order('published_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(20),
      'opportunities',
    );
  },
};
const readConversations: Step = {
  name: 'api chat_conversations',
  run: async ({ client }) => {
    ok(await client.rpc('chat_conversations', {}), 'chat_conversations');
  },
};
const readThread: Step = {
  name: 'api messages',
  run: async ({ client }) => {
    ok(
      await client
        .from('messages')
        .select(MESSAGE_COLUMNS)
        .eq('conversation_id', CREATOR_BRAND_CONVERSATION)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(31),
      'messages',
    );
  },
};
const readNotifications: Step = {
  name: 'api notifications + unread_counts',
  run: async ({ client, id }) => {
    const [list, counts] = await Promise.all([
      client
        .from('notifications')
        .select(NOTIFICATION_COLUMNS)
        .eq('profile_id', id)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(20),
      client.from('unread_counts').select('unread_notifications, unread_messages').eq('profile_id', id).maybeSingle(),
    ]);
    ok(list, 'notifications');
    ok(counts, 'unread_counts');
  },
};

/** lib/actions/social/create-post.ts */
const writePost: Step = {
  name: 'write post',
  run: async ({ client, id }, { ledger, serial }) => {
    const row = written(
      await client
        .from('posts')
        .insert({ author_id: id, body: `Publicação de carga nº ${serial()}`, image_url: null })
        .select('id')
        .single(),
      'post',
    );
    ledger.posts.push(row.id);
  },
};
/** lib/actions/social/add-comment.ts, on the newest post of the feed. */
const writeComment: Step = {
  name: 'write comment',
  run: async ({ client, id }, { ledger, serial }) => {
    const posts = ok(await client.rpc('feed_page', { tab: 'all', page_size: 1 }), 'feed_page');
    if (!posts?.length) throw new Error('no post to comment on');
    const row = written(
      await client
        .from('post_comments')
        .insert({ post_id: posts[0].id, author_id: id, body: `Comentário de carga nº ${serial()}` })
        .select('id, created_at')
        .single(),
      'comment',
    );
    ledger.comments.push(row.id);
  },
};
/** The chat composer (components/chat/chat-view.tsx): a client-made id, then the stored row. */
const writeMessage: Step = {
  name: 'write chat message',
  run: async ({ client, id, role }, { ledger, serial }) => {
    const other = role === 'creator' ? DEMO_ACCOUNTS.brand.id : DEMO_ACCOUNTS.creator.id;
    const messageId = crypto.randomUUID();
    ok(
      await client
        .from('messages')
        .insert({
          id: messageId,
          conversation_id: CREATOR_BRAND_CONVERSATION,
          sender_id: id,
          receiver_id: other,
          body: `Mensagem de carga nº ${serial()}`,
        })
        .select(MESSAGE_COLUMNS)
        .single(),
      'message',
    );
    ledger.messages.push(messageId);
  },
};
/** lib/actions/profile/save-personal-data.ts: the telephone of "Dados pessoais". */
const writeProfile: Step = {
  name: 'write profile',
  run: async ({ client, id }, { ledger, serial }) => {
    const phone = `(11) 9${String(1000_0000 + (serial() % 9000_0000)).slice(0, 4)}-${String(serial() % 10000).padStart(4, '0')}`;
    const rows = ok(await client.from('profiles').update({ phone_number: phone }).eq('id', id).select('id'), 'profile');
    if (!rows?.length) throw new Error('profile: no row updated');
    ledger.profileEdits += 1;
  },
};

/** The journey of each role, in the order a person would go (the user loops over it). */
export const JOURNEYS: Record<'creator' | 'brand' | 'agency' | 'admin', Step[]> = {
  creator: [
    page('/feed'),
    readFeed,
    readNotifications,
    writePost,
    page('/jobs/opportunities'),
    readOpportunities,
    page('/chat'),
    readConversations,
    readThread,
    writeMessage,
    page('/notifications'),
    page('/profile-user'),
    page('/profile'),
    writeProfile,
    page('/contratos'),
    page('/dashboard'),
    writeComment,
  ],
  brand: [
    page('/feed'),
    readFeed,
    readNotifications,
    page('/jobs/minhasoportunidades'),
    page('/chat'),
    readConversations,
    readThread,
    writeMessage,
    page('/contratos'),
    page('/profile-empresa'),
    page('/companies'),
    writePost,
    page('/dashboard'),
  ],
  agency: [
    page('/feed'),
    readFeed,
    readNotifications,
    page('/network'),
    page('/jobs/meuscandidatos'),
    writeComment,
    page('/profile-user'),
    page('/notifications'),
  ],
  admin: [page('/feed'), readFeed, page('/admin/users'), page('/admin/contratos'), page('/admin/audit'), page('/dashboard')],
};

export function journeyOf(role: DemoRole): Step[] {
  if (role === 'creator' || role === 'brand' || role === 'agency' || role === 'admin') return JOURNEYS[role];
  throw new Error(`no journey for ${role}`);
}
