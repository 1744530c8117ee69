import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Feed' };

export default async function FeedPage() {
  await requirePageAccess(ROUTES.feed);
  return (
    <Screen title="Feed" description="As publicações de quem você segue e de toda a comunidade.">
      <ComingSoon />
    </Screen>
  );
}
