import { ShieldXIcon } from 'lucide-react';
import { ACCESS_RESTRICTED_DESCRIPTION, ACCESS_RESTRICTED_TITLE } from './access-restricted-text';
import { StatusPage } from './status-page';

/** The page of a route the user's category may not open (docs/product/routes.md, "Access denied"). */
export function AccessRestricted() {
  return (
    <StatusPage
      tone="danger"
      icon={<ShieldXIcon aria-hidden="true" />}
      title={ACCESS_RESTRICTED_TITLE}
      description={ACCESS_RESTRICTED_DESCRIPTION}
    />
  );
}
