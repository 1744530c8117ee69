'use client';

import { RouteError } from '@/components/layout/route-error';

export default function AdminError({ retry }: { error: unknown; retry: () => void }) {
  return <RouteError retry={retry} />;
}
