// Every round of a proposal, in order: who sent, countered (with the new terms), accepted,
// declined or withdrew, and when it expired.
import { formatDay } from '@/lib/jobs/display';
import { momentLabel, valueLabel } from '@/lib/hiring/display';
import { ROUND_ACTION_LABELS } from '@/lib/hiring/states';
import { partyName, type PartyCard, type ProposalDetail } from '@/lib/queries/hiring';

export function ProposalRounds({
  rounds,
  hirer,
  creator,
  hirerId,
}: {
  rounds: ProposalDetail['rounds'];
  hirer: PartyCard | null;
  creator: PartyCard | null;
  hirerId: string | null;
}) {
  return (
    <section aria-labelledby="rounds-heading" className="rounded-2xl border bg-card p-4 sm:p-5">
      <h2 id="rounds-heading" className="text-lg font-semibold">
        Negociação
      </h2>
      <ol className="mt-3 grid gap-3 border-l pl-4">
        {rounds.map((r) => (
          <li key={r.id} className="relative text-sm">
            <span aria-hidden className="absolute top-1.5 -left-[1.36rem] size-2.5 rounded-full bg-primary" />
            <p className="font-medium">
              {ROUND_ACTION_LABELS[r.action] ?? r.action}
              {r.author_id ? ` · ${partyName(r.author_id === hirerId ? hirer : creator)}` : ''}
            </p>
            {r.action === 'sent' || r.action === 'countered' ? (
              <p className="text-muted-foreground">
                {valueLabel({ value_cents: r.value_cents, is_barter: r.is_barter === true })} · entrega até {formatDay(r.due_date)}
              </p>
            ) : null}
            {r.message ? <p className="mt-1 whitespace-pre-line">{r.message}</p> : null}
            <p className="text-xs text-muted-foreground">{momentLabel(r.created_at)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
