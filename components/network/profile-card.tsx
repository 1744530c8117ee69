// A person or company in /network, the creator search and /companies: picture, name, what they do,
// services, price from, city, followers, the rating when the list carries it ('★ 4,7 (12)'); links
// to the profile, follow and message, and for a hirer looking at a creator "Convidar para
// oportunidade" (one of the hirer's open opportunities).
import { BadgeCheckIcon, MapPinIcon } from 'lucide-react';
import Link from 'next/link';
import { MessageButton } from '@/components/chat/message-button';
import { PersonAvatar } from '@/components/feed/person-avatar';
import { InviteToOpportunityButton } from '@/components/jobs/invite-to-opportunity';
import { Badge } from '@/components/ui/badge';
import type { ProfileCard as Card } from '@/lib/queries/profile-cards';
import { CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { compactRating, ratingDescription } from '@/lib/social/rating-label';
import { profileImageSrc } from '@/lib/validation/profile-image';
import { FollowButton } from './follow-button';
import { formatNumber } from '@/lib/format/numbers';

export function cardName(c: Pick<Card, 'category' | 'company_name' | 'full_name'>): string {
  if (c.category === CATEGORY_HIRER && c.company_name) return c.company_name;
  return c.full_name?.trim() || 'Usuário';
}

export function ProfileCard({
  card,
  supabaseUrl,
  showMessage = true,
  inviteTo = [],
}: {
  card: Card;
  supabaseUrl: string;
  showMessage?: boolean;
  /** The viewer's open opportunities (a hirer's): a creator's card offers the invite. */
  inviteTo?: { id: string; title: string }[];
}) {
  const company = card.category === CATEGORY_HIRER;
  const name = cardName(card);
  const src = profileImageSrc(company ? (card.logo_url ?? card.avatar_url) : card.avatar_url, supabaseUrl);
  const line = company
    ? [card.type === 'Sou uma Agência' ? 'Agência' : card.type ? 'Marca' : null, card.company_category].filter(Boolean).join(' · ')
    : card.headline;
  const place = [card.city, card.state].filter(Boolean).join(' · ');
  const followers = card.followers_count === 1 ? '1 seguidor' : `${card.followers_count} seguidores`;
  const rating = { average: card.rating_average, count: card.rating_count };
  const stars = compactRating(rating);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border bg-background p-4 shadow-sm" aria-label={name}>
      <div className="flex items-start gap-3">
        <PersonAvatar id={card.id} name={name} src={src} className="size-12" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <Link href={`${ROUTES.publicProfile}?id=${card.id}`} className="font-semibold hover:underline">
              {name}
            </Link>
            {card.verified ? <BadgeCheckIcon aria-label="Perfil verificado" className="size-4 text-emerald-600" /> : null}
          </div>
          {line ? <p className="line-clamp-2 text-sm text-muted-foreground">{line}</p> : null}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {place ? (
              <span className="flex items-center gap-1">
                <MapPinIcon aria-hidden className="size-3.5" />
                {place}
              </span>
            ) : null}
            {stars ? (
              <span className="font-medium text-foreground">
                <span aria-hidden>{stars}</span>
                <span className="sr-only">{ratingDescription(rating)}</span>
              </span>
            ) : null}
            <span>{followers}</span>
            {!company && card.price_from !== null ? (
              <span>a partir de {formatNumber(card.price_from / 100, { currency: 'BRL', maximumFractionDigits: 0 })}</span>
            ) : null}
          </p>
        </div>
      </div>
      {card.services?.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Serviços">
          {card.services.slice(0, 3).map((s) => (
            <li key={s}>
              <Badge variant="secondary">{s}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <FollowButton profileId={card.id} following={card.is_following} name={name} size="sm" />
        {showMessage ? <MessageButton profileId={card.id} size="sm" /> : null}
        {card.category === CATEGORY_CREATOR && inviteTo.length ? (
          <InviteToOpportunityButton creatorId={card.id} creatorName={name} opportunities={inviteTo} />
        ) : null}
      </div>
    </li>
  );
}

export function CardGrid({ children }: { children: React.ReactNode }) {
  return <ul className="grid gap-4 sm:grid-cols-2">{children}</ul>;
}
