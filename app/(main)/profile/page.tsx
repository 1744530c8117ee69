import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { ProfileEditorScreen } from '@/components/profile/editor/profile-editor-screen';

export const metadata: Metadata = { title: 'Editar perfil' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the person's rows are read in the browser.
export default function ProfilePage() {
  return (
    <Screen title="Editar perfil" description="Atualize sua foto, sua apresentação e as informações que as outras pessoas veem.">
      <Suspense fallback={<PageLoading />}>
        <ProfileEditorScreen />
      </Suspense>
    </Screen>
  );
}
