'use client';
// On every /admin screen, an administrator whose account has no verified factor is asked to turn
// two-step verification on (docs/product/two-step.md). Persistent: it goes away once the token
// says the account has a factor (the `two_step` claim), not when dismissed.
import { ShieldAlertIcon } from 'lucide-react';
import Link from 'next/link';
import { useViewerContext } from '@/components/layout/viewer-provider';
import { buttonVariants } from '@/components/ui/button';
import { CATEGORY_ADMIN } from '@/lib/constants';
import { TWO_STEP_SETTINGS_PATH } from '@/lib/two-step/profile-section';

export function AdminTwoStepNotice() {
  const { state } = useViewerContext();
  if (state.status !== 'ready' || state.viewer.category !== CATEGORY_ADMIN || state.viewer.assurance.twoStep) return null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6 lg:px-8 lg:pt-8">
      <section
        aria-labelledby="admin-two-step-title"
        className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex gap-3">
          <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div>
            <h2 id="admin-two-step-title" className="font-semibold">
              Ative a verificação em duas etapas
            </h2>
            <p className="text-sm">
              Sua conta de administrador muda permissões, bloqueia contas e publica os termos. Proteja-a com um código do celular além da
              senha.
            </p>
          </div>
        </div>
        <Link href={TWO_STEP_SETTINGS_PATH} className={buttonVariants({ variant: 'outline', className: 'shrink-0 bg-white' })}>
          Ativar agora
        </Link>
      </section>
    </div>
  );
}
