import type { Metadata } from 'next';
import { NOT_FOUND_TITLE, PageNotFound } from '@/components/layout/page-not-found';

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

// Any address that matches no route: the same page the signed-in screens use, centred on its own.
export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/30">
      <PageNotFound />
    </main>
  );
}
