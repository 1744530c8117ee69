import { AccessRestrictedFrame } from './access-restricted-frame';
import { WayBack } from './way-back';

/** The page of a route the user's category may not open (docs/product/routes.md, "Access denied"). */
export function AccessRestricted() {
  return <AccessRestrictedFrame action={<WayBack />} />;
}
