import { ShieldXIcon } from 'lucide-react';
import { StatusPage } from './status-page';

export const ACCESS_RESTRICTED_TITLE = 'Acesso restrito';

/** The page of a route the user's category may not open (docs/product/routes.md, "Access denied"). */
export function AccessRestricted() {
  return (
    <StatusPage
      tone="danger"
      icon={<ShieldXIcon aria-hidden="true" />}
      title={ACCESS_RESTRICTED_TITLE}
      description="Seu perfil não tem permissão para acessar esta página. Se você acha que isso é um engano, fale com a equipe de suporte."
    />
  );
}
