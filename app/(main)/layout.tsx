import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';

// Screens behind the login: kept out of search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function MainLayout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
