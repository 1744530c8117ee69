import { getOwnUnreadCounts } from '@/lib/data/profile';

type Kind = 'notifications' | 'messages';

const WORDS: Record<Kind, { one: string; many: string }> = {
  notifications: { one: 'notificação não lida', many: 'notificações não lidas' },
  messages: { one: 'mensagem não lida', many: 'mensagens não lidas' },
};

/** One line with the signed-in user's real unread count, for screens whose list is still being built. */
export async function UnreadSummary({ userId, kind }: { userId: string; kind: Kind }) {
  const count = (await getOwnUnreadCounts(userId))[kind];
  const { one, many } = WORDS[kind];
  return <p className="mt-4 text-sm font-medium">{count === 0 ? `Nenhuma ${one}.` : `Você tem ${count} ${count === 1 ? one : many}.`}</p>;
}
