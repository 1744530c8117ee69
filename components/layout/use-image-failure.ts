'use client';

import { useCallback, useState } from 'react';

/**
 * Whether an image failed to load, for the logos (docs/product/layout.md: a logo that fails to load
 * is hidden, never shown broken). Spread `imageProps` on the <img>. An error that happened before
 * hydration fires no onError: the ref catches it, since decode() rejects for an image that already
 * failed (a size check alone would also catch SVGs that have no intrinsic size).
 */
export function useImageFailure() {
  const [failed, setFailed] = useState(false);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) img.decode().catch(() => setFailed(true));
  }, []);
  return { failed, imageProps: { ref, onError: () => setFailed(true) } };
}
