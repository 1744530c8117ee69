// A contract's timeline: every move, who made it and when, with its note (a reason, a comment).
import { momentLabel } from '@/lib/hiring/display';
import { CONTRACT_EVENT_LABELS } from '@/lib/hiring/states';
import { partyName, type ContractDetail } from '@/lib/queries/hiring';

export function ContractTimeline({ contract }: { contract: ContractDetail }) {
  const who = (id: string | null) =>
    id === null
      ? 'Plataforma'
      : id === contract.hirer_id
        ? partyName(contract.hirer)
        : id === contract.creator_id
          ? partyName(contract.creator)
          : 'Equipe da plataforma';
  return (
    <section aria-labelledby="timeline-heading" className="rounded-2xl border bg-card p-4 sm:p-5">
      <h2 id="timeline-heading" className="text-lg font-semibold">
        Linha do tempo
      </h2>
      <ol className="mt-3 grid gap-3 border-l pl-4">
        {contract.events.map((e) => (
          <li key={e.id} className="relative text-sm">
            <span aria-hidden className="absolute top-1.5 -left-[1.36rem] size-2.5 rounded-full bg-primary" />
            <p className="font-medium">
              {CONTRACT_EVENT_LABELS[e.kind] ?? e.kind} <span className="font-normal text-muted-foreground">· {who(e.actor_id)}</span>
            </p>
            {e.note ? <p className="mt-0.5 break-words whitespace-pre-line">{e.note}</p> : null}
            <p className="text-xs text-muted-foreground">{momentLabel(e.created_at)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
