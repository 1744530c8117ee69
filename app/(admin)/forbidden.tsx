import { AccessRestricted } from '@/components/layout/access-restricted';

export default function Forbidden() {
  return <AccessRestricted />;
}
