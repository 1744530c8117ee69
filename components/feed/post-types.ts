// What the feed's client components receive: the rows of public.feed_page with the addresses
// of the pictures already resolved on the server.
import type { Database } from '@/lib/database.types';

type FeedRow = Database['public']['Functions']['feed_page']['Returns'][number];
type CommentRow = Database['public']['Functions']['post_comment_list']['Returns'][number];

export type FeedItem = FeedRow & { authorDisplay: string; avatarSrc: string | null; imageSrc: string | null };
export type CommentItem = CommentRow;

export function authorDisplay(row: {
  author_name: string | null;
  author_company_name: string | null;
  author_category?: string | null;
}): string {
  if (row.author_company_name && row.author_category !== 'Quero Oferecer meu serviço') return row.author_company_name;
  return row.author_name?.trim() || 'Usuário';
}
