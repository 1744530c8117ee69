'use client';

import { TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The error page of a screen of the app: what happened, in pt-BR, and a retry. `reference` is the
 * error's digest, the code the server's log line carries (lib/observability/error-log.ts).
 */
export function RouteError({ retry, reference }: { retry: () => void; reference?: string }) {
  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlertIcon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight">Não foi possível carregar esta página</h1>
      <p className="mt-2 text-muted-foreground">Verifique sua conexão e tente novamente em instantes.</p>
      <Button className="mt-8" onClick={retry}>
        Tentar novamente
      </Button>
      {reference ? (
        <p className="mt-6 text-xs text-muted-foreground">
          Se o problema continuar, informe ao suporte o código <span className="font-mono select-all">{reference}</span>.
        </p>
      ) : null}
    </section>
  );
}
