'use client';
// "Seguir" / "Seguindo": follows or unfollows at once (optimistic), back as it was on error.
import { UserCheckIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { setFollow } from '@/lib/actions/social/set-follow';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';

export function FollowButton({
  profileId,
  following: initial,
  name,
  ...props
}: Omit<ButtonProps, 'onClick'> & { profileId: string; following: boolean; name: string }) {
  const [following, setFollowing] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    const next = !following;
    setFollowing(next);
    setBusy(true);
    try {
      const result = await setFollow({ profileId, follow: next });
      if (!result.ok) {
        setFollowing(!next);
        await toastActionFailure(result, next ? 'Não foi possível seguir' : 'Não foi possível deixar de seguir');
      }
    } catch {
      setFollowing(!next);
      await toastActionFailure({ ok: false, error: 'Verifique sua conexão e tente novamente.' }, 'Não foi possível seguir');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      type="button"
      variant={following ? 'outline' : 'default'}
      onClick={toggle}
      aria-pressed={following}
      aria-label={following ? `Deixar de seguir ${name}` : `Seguir ${name}`}
      disabled={busy}
      {...props}
    >
      {following ? <UserCheckIcon aria-hidden /> : <UserPlusIcon aria-hidden />}
      {following ? 'Seguindo' : 'Seguir'}
    </Button>
  );
}
