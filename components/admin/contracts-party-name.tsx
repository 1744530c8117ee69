// A party of a contract or a review as /admin/contratos shows it: the name it goes by, marked when
// the account is blocked (public profiles hide it; administrators still need to know who it is).
import { Badge } from '@/components/ui/badge';
import type { AdminParty } from '@/lib/queries/admin-contracts';

export function PartyName({ party }: { party: AdminParty | null }) {
  if (!party) return <span className="text-muted-foreground">Perfil removido</span>;
  return (
    <span className="break-words">
      {party.name}
      {party.blocked ? (
        <Badge variant="destructive" className="ml-1.5 align-middle">
          Bloqueado
        </Badge>
      ) : null}
    </span>
  );
}
