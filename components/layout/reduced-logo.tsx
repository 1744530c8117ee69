'use client';

import { SITE_SHORT_NAME } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { IntentLink } from './intent-link';
import { useImageFailure } from './use-image-failure';

/** The reduced logo leading to /feed (docs/product/layout.md); left out when the image fails to load. */
export function ReducedLogo({ src }: { src: string }) {
  const { failed, imageProps } = useImageFailure();
  if (failed) return null;
  return (
    <IntentLink
      href={ROUTES.feed}
      aria-label={`${SITE_SHORT_NAME}: ir para o feed`}
      className="inline-flex shrink-0 items-center rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {/* A plain <img>: the logo may be any URL an administrator uploaded. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={src} alt="" width={36} height={36} decoding="async" className="size-9 rounded-lg" {...imageProps} />
    </IntentLink>
  );
}
