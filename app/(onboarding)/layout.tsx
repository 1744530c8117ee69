import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { OnboardingShell } from '@/components/onboarding/onboarding-shell';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** First steps after sign-up (docs/product/overview.md): no main menu until the profile has what the gate needs. */
export default function OnboardingLayout({ children }: { children: ReactNode }) {
  return <OnboardingShell>{children}</OnboardingShell>;
}
