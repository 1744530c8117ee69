import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';

export const metadata: Metadata = { title: 'Acesso restrito' };

// What the proxy serves, with status 403, in place of a route the signed-in category may not open
// (docs/architecture/page-pattern.md, "Status codes"). It reads nothing, so it is prerendered with
// its status: the group's forbidden.tsx inside the usual shell.
export default function AccessDeniedPage() {
  forbidden();
}
