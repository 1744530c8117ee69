'use client';
// /profile (docs/product/forms.md): one section on screen at a time, each with its own save. A
// static document (docs/architecture/page-pattern.md): the guard and the reads run here, in the
// browser, under RLS; the forms are drawn once the row is read, so their starting values are the
// stored ones, and a save reads again without remounting them (they keep their saved state). The
// forms are a chunk of their own (profile-editor-content.tsx), downloaded beside the reads.
import { Suspense } from 'react';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { PageLoading } from '@/components/layout/status-fallbacks';
import type { Viewer } from '@/lib/auth/viewer';
import { preloadedLazy } from '@/lib/browser/preloaded-lazy';
import { CATEGORY_CREATOR } from '@/lib/constants';
import { readProfileEditor } from '@/lib/queries/profile-editor';
import { ROUTES } from '@/lib/routes';

const ProfileEditor = preloadedLazy(() => import('./profile-editor-content').then((m) => m.ProfileEditor));

export function ProfileEditorScreen() {
  return <BrowserPage route={ROUTES.profileEditor}>{(viewer) => <ProfileEditorRead viewer={viewer} />}</BrowserPage>;
}

function ProfileEditorRead({ viewer }: { viewer: Viewer }) {
  return (
    <BrowserRead
      readKey={viewer.id}
      read={(supabase) => readProfileEditor(supabase, viewer.id, viewer.category === CATEGORY_CREATOR)}
      label="profile"
    >
      {(data) => (
        <Suspense fallback={<PageLoading />}>
          <ProfileEditor data={data} />
        </Suspense>
      )}
    </BrowserRead>
  );
}
