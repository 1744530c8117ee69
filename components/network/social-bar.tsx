// Followers, following and posts of a profile, with the follow button for someone else's.
import { FollowButton } from './follow-button';

type Counts = { followers_count: number; following_count: number; posts_count: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function SocialBar({
  profileId,
  name,
  counts,
  following,
  isOwn,
}: {
  profileId: string;
  name: string;
  counts: Counts;
  following: boolean;
  isOwn: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border bg-background px-5 py-3 shadow-sm">
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Números do perfil">
        <li>
          <strong>{plural(counts.followers_count, 'seguidor', 'seguidores')}</strong>
        </li>
        <li>
          <strong>{counts.following_count}</strong> seguindo
        </li>
        <li>{plural(counts.posts_count, 'publicação', 'publicações')}</li>
      </ul>
      {isOwn ? null : <FollowButton profileId={profileId} following={following} name={name} size="sm" />}
    </div>
  );
}
