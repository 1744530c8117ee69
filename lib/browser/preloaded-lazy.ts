'use client';
// A screen's content as its own chunk, fetched beside the screen's reads (docs/architecture/
// page-pattern.md, rule 7). The content of a browser-rendered screen cannot be drawn before its
// rows arrive, so its code (forms, react-hook-form, zod) need not hold up the document's first
// load: the download starts when this module first runs in the browser, the page hydrates
// meanwhile, and React.lazy renders the content once both the code and the rows are there.
import { lazy, type ComponentType } from 'react';

export function preloadedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  const early = typeof window === 'undefined' ? null : load();
  // A failed download is the render's to report (the route's error page), not an unhandled rejection.
  early?.catch(() => undefined);
  return lazy(async () => ({ default: await (early ?? load()) }));
}
