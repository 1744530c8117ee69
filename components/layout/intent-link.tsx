'use client';
// A link fetched ahead when the person reaches for it (the pointer over it, a touch, keyboard
// focus) rather than as soon as it shows: the shell's top bar, which every page draws, and the
// feed's many links to profiles and tabs. Fetching their pages while the page itself loads
// competes with it on a slow phone.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string };

export function IntentLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const ahead = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        ahead();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        ahead();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        ahead();
        onFocus?.(event);
      }}
    />
  );
}
