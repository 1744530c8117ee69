'use client';

import Link from 'next/link';
import { useImageFailure } from '@/components/layout/use-image-failure';
import { SITE_NAME } from '@/lib/constants';
import { cn } from '@/lib/utils';

/**
 * The site logo linking home. `src` comes from the site images (public/brand by default). When the
 * image fails to load it is hidden and the link shows the site's name instead, in the same place.
 */
export function BrandLogo({ src, href = '/', className }: { src: string; href?: string; className?: string }) {
  const { failed, imageProps } = useImageFailure();
  return (
    <Link
      href={href}
      className={cn(
        'inline-flex shrink-0 items-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      {failed ? (
        <span className="text-lg font-bold tracking-tight sm:text-xl">{SITE_NAME}</span>
      ) : (
        // A plain <img>: logos are SVG or come from storage as they are, so next/image would only
        // add client JavaScript to the landing page.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} alt={SITE_NAME} width={232} height={40} decoding="async" className="h-8 w-auto sm:h-9" {...imageProps} />
      )}
    </Link>
  );
}
