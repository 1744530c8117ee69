'use client';
// A post's image; hidden, never shown broken, when it fails to load.
import { useImageFailure } from '@/components/layout/use-image-failure';

export function PostImage({ src, alt }: { src: string; alt: string }) {
  const { failed, imageProps } = useImageFailure();
  if (failed) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a Storage object of any size; next/image would proxy it
    <img src={src} alt={alt} loading="lazy" className="mt-3 max-h-[28rem] w-full rounded-xl border bg-muted object-cover" {...imageProps} />
  );
}
