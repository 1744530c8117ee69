import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuditScreen } from '@/components/admin/audit-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Registro de auditoria' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the rows are read in the browser.
export default function AuditPage() {
  return (
    <Screen
      title="Registro de auditoria"
      description="Cada alteração feita por administradores: quem, o quê, em qual registro, antes e depois."
    >
      <Suspense fallback={<PageLoading />}>
        <AuditScreen />
      </Suspense>
    </Screen>
  );
}
