import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AdminGroupLayout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
