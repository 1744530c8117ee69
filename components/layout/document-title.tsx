'use client';

import { useEffect } from 'react';
import { SITE_NAME } from '@/lib/constants';

/**
 * Sets the tab's title where the route's metadata cannot: a not-found or forbidden page rendered
 * inside another page (notFound() / forbidden() in its content) would otherwise keep that page's
 * title. Same template as the metadata ('Título | Conecta Criadores').
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
  return null;
}
