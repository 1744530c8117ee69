'use client';

import { useImageFailure } from '@/components/layout/use-image-failure';

/** The reduced logo beside the site's name on the login page's brand panel; hidden when it fails to load. */
export function AsideLogo({ src }: { src: string }) {
  const { failed, imageProps } = useImageFailure();
  if (failed) return null;
  // eslint-disable-next-line @next/next/no-img-element -- see BrandLogo
  return <img src={src} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 rounded-xl" {...imageProps} />;
}
