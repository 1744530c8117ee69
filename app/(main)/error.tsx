'use client';

import { RouteError } from '@/components/layout/route-error';

export default function MainError({ retry }: { error: unknown; retry: () => void }) {
  return <RouteError retry={retry} />;
}
