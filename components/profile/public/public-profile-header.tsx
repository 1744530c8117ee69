import { BadgeCheckIcon, CalendarDaysIcon, MapPinIcon, PencilIcon } from 'lucide-react';
import Link from 'next/link';
import { MessageButton } from '@/components/chat/message-button';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import type { PublicProfile } from '@/lib/queries/profile-public';
import { avatarInitial } from '@/lib/profile/display';
import { supabaseUrl } from '@/lib/env';
import { cn } from '@/lib/utils';
import { profileImageSrc } from '@/lib/validation/profile-image';
import { formatDate } from '@/lib/format/dates';

export function displayName(p: PublicProfile): string {
  if (p.category === CATEGORY_HIRER && p.company_name) return p.company_name;
  return p.full_name?.trim() || 'Usuário';
}

function subtitle(p: PublicProfile): string | null {
  if (p.category === CATEGORY_HIRER) {
    const parts = [p.type === 'Sou uma Agência' ? 'Agência' : p.type ? 'Marca' : null, p.company_category].filter(Boolean);
    return parts.length ? parts.join(' · ') : null;
  }
  return p.headline;
}

/** Picture, name, what they do, where, since when; 'Editar perfil' on one's own profile. */
export function PublicProfileHeader({ profile, isOwn }: { profile: PublicProfile; isOwn: boolean }) {
  const isCompany = profile.category === CATEGORY_HIRER;
  const picture = profileImageSrc(isCompany ? (profile.logo_url ?? profile.avatar_url) : profile.avatar_url, supabaseUrl());
  const name = displayName(profile);
  const place = [profile.city, profile.state].filter(Boolean).join(' · ');
  const editHref = profile.category === CATEGORY_HIRER ? ROUTES.companyProfile : ROUTES.profileEditor;
  const line = subtitle(profile);

  return (
    <section className="overflow-hidden rounded-2xl border bg-background shadow-sm">
      <div aria-hidden="true" className="h-24 bg-gradient-to-r from-primary via-primary/80 to-highlight/70 sm:h-32" />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-4 sm:-mt-14">
          <Avatar className={cn('size-24 border-4 border-background bg-background shadow-md sm:size-28', isCompany && 'rounded-2xl')}>
            {picture ? <AvatarImage src={picture} alt={`Foto de ${name}`} className={cn(isCompany && 'object-contain p-2')} /> : null}
            <AvatarFallback className={cn('text-3xl', isCompany ? 'rounded-2xl bg-secondary text-primary' : 'bg-primary text-primary-foreground')}>
              {avatarInitial(name)}
            </AvatarFallback>
          </Avatar>
          {isOwn ? (
            <Link href={editHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <PencilIcon aria-hidden="true" />
              Editar perfil
            </Link>
          ) : (
            <MessageButton profileId={profile.id} size="sm" />
          )}
        </div>
        <div className="mt-4 grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
            {profile.verified_at ? (
              <Badge variant="success" className="gap-1">
                <BadgeCheckIcon aria-hidden="true" />
                Perfil verificado
              </Badge>
            ) : null}
            {profile.category === CATEGORY_CREATOR ? <Badge variant="secondary">Oferece serviços</Badge> : null}
          </div>
          {line ? <p className="max-w-2xl text-base text-muted-foreground">{line}</p> : null}
          <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            {place ? (
              <li className="flex items-center gap-1.5">
                <MapPinIcon aria-hidden="true" className="size-4" />
                {place}
              </li>
            ) : null}
            {profile.created_at ? (
              <li className="flex items-center gap-1.5">
                <CalendarDaysIcon aria-hidden="true" className="size-4" />
                Membro desde {formatDate(profile.created_at, 'monthAndYear')}
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </section>
  );
}
