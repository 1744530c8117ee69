'use client';
// /profile's 'Verificação em duas etapas' (docs/product/two-step.md): the account's authenticator
// apps, read in the browser from Auth (mfa.listFactors), one more added (enroll → QR code and
// secret → the first code verifies it) and one removed (unenroll, after a confirmation).
import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UNEXPECTED_AUTH_ERROR } from '@/lib/auth/auth-error-message';
import { twoStepFailure } from '@/lib/auth/two-step-error';
import { createClient } from '@/lib/supabase/client';
import { appEntries, type AppEntry } from '@/lib/two-step/factors';
import { EnrollApp } from './enroll-app';
import { RemoveAppDialog } from './remove-app-dialog';

type Listing = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; apps: AppEntry[] };

export function TwoStepSettings() {
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AppEntry | null>(null);

  const [reads, setReads] = useState(0);
  const load = useCallback(() => setReads((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    createClient()
      .auth.mfa.listFactors()
      .then(({ data, error }) => {
        if (!current) return;
        if (error) throw error;
        setListing({ status: 'ready', apps: appEntries(data.all) });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setListing({ status: 'failed' });
        const failure = twoStepFailure(error instanceof Error ? error : { message: UNEXPECTED_AUTH_ERROR });
        toast.error('Não foi possível carregar a verificação em duas etapas', { description: failure.message, id: 'two-step-list' });
      });
    return () => {
      current = false;
    };
  }, [reads]);

  if (listing.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Carregando...
      </p>
    );
  }
  if (listing.status === 'failed') {
    return (
      <div className="grid gap-3 text-sm">
        <p className="text-muted-foreground">Não foi possível carregar seus aplicativos de verificação.</p>
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => load()}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  const verified = listing.apps.filter((app) => app.verified);
  // A pending app (an enrolment left half way) is listed too, so it can be removed.
  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3 rounded-xl border bg-muted/40 p-4 text-sm">
        {verified.length > 0 ? (
          <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
        ) : (
          <ShieldOffIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        )}
        <p>
          {verified.length > 0 ? (
            <>
              <strong className="font-semibold">Ativada.</strong> Ao entrar, depois da senha, pedimos o código de 6 dígitos do seu
              aplicativo autenticador.
            </>
          ) : (
            <>
              <strong className="font-semibold">Desativada.</strong> Com ela ativada, entrar na sua conta pede, além da senha, um código que
              só o seu celular gera.
            </>
          )}
        </p>
      </div>

      {listing.apps.length > 0 ? (
        <ul aria-label="Aplicativos de verificação" className="divide-y rounded-xl border">
          {listing.apps.map((app) => (
            <li key={app.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="grid min-w-0 gap-1">
                <p className="truncate font-medium">{app.name}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <span>Adicionado em {app.addedOn}</span>
                  {app.verified ? <Badge variant="success">Ativo</Badge> : <Badge variant="outline">Não confirmado</Badge>}
                </p>
              </div>
              <Button type="button" variant="outline" size="sm" onClick={() => setRemoving(app)}>
                Remover
                <span className="sr-only"> {app.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {adding ? (
        <EnrollApp
          takenNames={listing.apps.map((app) => app.name)}
          onDone={() => {
            setAdding(false);
            load();
          }}
        />
      ) : (
        <Button type="button" className="justify-self-start" onClick={() => setAdding(true)}>
          {verified.length > 0 ? 'Adicionar outro aplicativo' : 'Ativar verificação em duas etapas'}
        </Button>
      )}

      <RemoveAppDialog
        app={removing}
        lastOne={removing !== null && removing.verified && verified.length === 1}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          load();
        }}
      />
    </div>
  );
}
