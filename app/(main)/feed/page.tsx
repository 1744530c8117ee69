import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Feed' };

export default function FeedPage() {
  return (
    <Screen title="Feed" description="As publicações de quem você segue e de toda a comunidade.">
      <Guarded route={ROUTES.feed}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
