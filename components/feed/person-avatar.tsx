import { IntentLink } from '@/components/layout/intent-link';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { avatarInitial } from '@/lib/profile/display';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';

/** A person's picture linking to their public profile. `src` is already a full address or null. */
export function PersonAvatar({ id, name, src, className }: { id: string; name: string; src: string | null; className?: string }) {
  return (
    <IntentLink href={`${ROUTES.publicProfile}?id=${id}`} aria-label={`Perfil de ${name}`} className="shrink-0">
      <Avatar className={cn('size-10', className)}>
        {src ? <AvatarImage src={src} alt="" /> : null}
        <AvatarFallback className="bg-primary text-primary-foreground">{avatarInitial(name)}</AvatarFallback>
      </Avatar>
    </IntentLink>
  );
}
