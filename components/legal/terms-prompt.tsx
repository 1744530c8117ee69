'use client';
// Asks a signed-in person, once, to accept the terms of use published since they last accepted.
// In the page's flow (not a modal), so it never covers what they came to do.
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { announceViewerChange } from '@/lib/auth/viewer-events';
import { acceptTerms } from '@/lib/actions/profile/accept-terms';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { ROUTES } from '@/lib/routes';

export function TermsPrompt({ version }: { version: number }) {
  const [done, setDone] = useState(false);
  const [pending, startTransition] = useTransition();
  if (done) return null;
  return (
    <div className="px-4 pt-4 sm:px-6 lg:px-8">
      <section
        role="region"
        aria-label="Novos termos de uso"
        className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-3 rounded-2xl border border-primary/30 bg-primary/5 px-4 py-3 text-sm"
      >
        <p className="min-w-48 flex-1">
          Atualizamos os nossos termos de uso.{' '}
          <Link href={ROUTES.terms} target="_blank" className="font-medium underline underline-offset-4">
            Leia os termos
          </Link>{' '}
          e aceite para continuar usando a plataforma.
        </p>
        <Button
          type="button"
          size="sm"
          disabled={pending}
          onClick={() =>
            startTransition(async () => {
              const result = await acceptTerms({ version }).catch(() => ({
                ok: false as const,
                error: 'Não foi possível conectar ao servidor.',
              }));
              if (!result.ok) return toastActionFailure(result, 'Não foi possível registrar o aceite');
              toast.success('Termos de uso aceitos.');
              setDone(true);
              announceViewerChange();
            })
          }
        >
          Aceitar os termos
        </Button>
      </section>
    </div>
  );
}
