import type { ReactNode } from 'react';
import { requireAdministrator } from '@/lib/auth/page-access';

// The administrator guard of every /admin route (DOMAIN.md "Administration"). It sits below the
// (admin) shell, so a refusal renders "Acesso restrito" inside the shell with status 403. Each
// page also checks its own permission, since layouts do not re-render on client navigation.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdministrator('/admin');
  return children;
}
