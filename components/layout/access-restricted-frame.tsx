// "Acesso restrito" (docs/product/routes.md, "Access denied"): the status page of a route the
// user's category may not open, with the way back the caller gives: the server's page streams it,
// the browser's page guard links to the feed.
import { ShieldXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusPageFrame } from './status-page-frame';

const ACCESS_RESTRICTED_TITLE = 'Acesso restrito';

export function AccessRestrictedFrame({ action }: { action: ReactNode }) {
  return (
    <StatusPageFrame
      tone="danger"
      icon={<ShieldXIcon aria-hidden="true" />}
      title={ACCESS_RESTRICTED_TITLE}
      description="Seu perfil não tem permissão para acessar esta página. Se você acha que isso é um engano, fale com a equipe de suporte."
      action={action}
    />
  );
}
