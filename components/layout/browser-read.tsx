'use client';
import type { ReactNode } from 'react';
import { useBrowserRead } from '@/lib/browser/use-browser-read';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { RouteError } from './route-error';
import { PageLoading } from './status-fallbacks';

/**
 * The content of a browser-rendered screen once its reads answer (lib/browser/use-browser-read.ts):
 * 'Carregando...' until then, the error page with 'Tentar novamente' when the first read fails.
 */
export function BrowserRead<T>({
  readKey,
  read,
  label,
  children,
}: {
  readKey: string;
  read: (supabase: TypedSupabaseClient) => Promise<T>;
  label: string;
  children: (data: T, reload: () => void) => ReactNode;
}) {
  const { state, reload } = useBrowserRead(readKey, read, label);
  if (state.status === 'failed') return <RouteError retry={reload} />;
  if (state.status === 'loading') return <PageLoading />;
  return children(state.data, reload);
}
