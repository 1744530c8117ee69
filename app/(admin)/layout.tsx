import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { AdminTwoStepNotice } from '@/components/two-step/admin-two-step-notice';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AdminGroupLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <AdminTwoStepNotice />
      {children}
    </AppShell>
  );
}
