'use client';
// A screen's content as its own chunk, fetched beside the screen's reads (docs/architecture/
// page-pattern.md, rule 7). The content of a browser-rendered screen cannot be drawn before its
// rows arrive, so its code (forms, react-hook-form, zod) need not hold up the document's first
// load: the download starts when this module first runs in the browser, the page hydrates
// meanwhile, and the content is drawn once both the code and the rows are there.
import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

export function preloadedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const early =
    typeof window === 'undefined'
      ? null
      : load().then((component) => {
          loaded = component;
          return component;
        });
  // A failed download is the render's to report (the route's error page), not an unhandled rejection.
  early?.catch(() => undefined);
  const Lazy = lazy(async () => ({ default: await (early ?? load()) }));
  return function PreloadedLazy(props: P) {
    // Once downloaded, the content is drawn at once: React.lazy suspends on its first render even
    // then, which showed the fallback for a frame (a wizard step flashed 'Carregando...'). The
    // choice is made once per mount, so the component's type never changes under its state.
    const [Component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  };
}
