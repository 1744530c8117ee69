'use client';

import Link from 'next/link';
import { useState } from 'react';
import { SITE_SHORT_NAME } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';

/** The reduced logo leading to /feed (spec §2); hidden when the image fails to load (spec §8). */
export function ReducedLogo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Link
      href={ROUTES.feed}
      aria-label={`${SITE_SHORT_NAME}: ir para o feed`}
      className="inline-flex shrink-0 items-center rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {/* A plain <img>: the logo may be any URL an administrator uploaded. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        alt=""
        width={36}
        height={36}
        decoding="async"
        className="size-9 rounded-lg"
        // An error before hydration fires no onError: decode() rejects for an image that already
        // failed (a size check alone would also catch SVGs that have no intrinsic size).
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0) img.decode().catch(() => setFailed(true));
        }}
        onError={() => setFailed(true)}
      />
    </Link>
  );
}
