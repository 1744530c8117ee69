'use client';

import { RouteError } from '@/components/layout/route-error';

export default function OnboardingError({ retry }: { error: unknown; retry: () => void }) {
  return <RouteError retry={retry} />;
}
