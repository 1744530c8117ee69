import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { avatarInitial } from '@/lib/profile/display';
import { supabaseUrl } from '@/lib/env';
import { ROUTES } from '@/lib/routes';
import { profileImageSrc } from '@/lib/validation/profile-image';
import { IntentLink } from './intent-link';

/** The avatar of the top bar, leading to /profile-user (docs/product/layout.md). */
export function UserAvatarLink({ fullName, avatarUrl }: { fullName: string | null; avatarUrl: string | null }) {
  const src = profileImageSrc(avatarUrl, supabaseUrl());
  return (
    <IntentLink
      href={ROUTES.publicProfile}
      aria-label="Meu perfil"
      className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Avatar className="size-9">
        {src ? <AvatarImage src={src} alt="" /> : null}
        <AvatarFallback className="bg-primary text-primary-foreground">{avatarInitial(fullName)}</AvatarFallback>
      </Avatar>
    </IntentLink>
  );
}
