import { postImageSrc } from '@/lib/validation/post-limits';
import { profileImageSrc } from '@/lib/validation/profile-image';
import { authorDisplay, type FeedItem } from './post-types';
import type { Database } from '@/lib/database.types';

type FeedRow = Database['public']['Functions']['feed_page']['Returns'][number];

/** Resolves the pictures of a feed row against the project's Storage address. */
export function toFeedItem(row: FeedRow, supabaseUrl: string): FeedItem {
  const company = row.author_category === 'Quero Contratar';
  return {
    ...row,
    authorDisplay: authorDisplay(row),
    avatarSrc: profileImageSrc(company ? (row.author_logo_url ?? row.author_avatar_url) : row.author_avatar_url, supabaseUrl),
    imageSrc: postImageSrc(row.image_url, supabaseUrl),
  };
}
