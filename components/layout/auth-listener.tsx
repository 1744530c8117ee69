'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ROUTES } from '@/lib/routes';
import { createClient } from '@/lib/supabase/client';
import { isSignOutNavigationClaimed } from './sign-out-intent';

/**
 * SIGNED_OUT goes to /login (docs/product/routes.md, "Sessions that end"). supabase-js shares auth events across the tabs of a browser
 * (BroadcastChannel), so signing out in one tab signs out the others here. Its browser client also
 * keeps the token fresh while a page stays open.
 */
export function AuthListener() {
  const router = useRouter();
  useEffect(() => {
    const {
      data: { subscription },
    } = createClient().auth.onAuthStateChange((event) => {
      if (event !== 'SIGNED_OUT' || isSignOutNavigationClaimed()) return;
      router.replace(ROUTES.login);
      router.refresh();
    });
    return () => subscription.unsubscribe();
  }, [router]);
  return null;
}
