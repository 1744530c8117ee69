import { PageNotFound } from '@/components/layout/page-not-found';

// Any address that matches no route: the same pt-BR page the signed-in screens use.
export default function NotFound() {
  return (
    <main className="min-h-dvh">
      <PageNotFound />
    </main>
  );
}
