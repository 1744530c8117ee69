'use client';
// On a creator's public profile, for a brand or agency: send a proposal straight away (the terms,
// the value and the date), without an opportunity in between.
import { SendProposalButton } from './send-proposal-button';

export function HireCreatorCard({ creatorId, creatorName }: { creatorId: string; creatorName: string }) {
  return (
    <section
      aria-labelledby="hire-heading"
      className="flex flex-col gap-3 rounded-2xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <h2 id="hire-heading" className="font-semibold">
          Contratar {creatorName}
        </h2>
        <p className="text-sm text-muted-foreground">
          Envie uma proposta com escopo, entregáveis, prazo e valor. A resposta chega em até 7 dias.
        </p>
      </div>
      <SendProposalButton creatorId={creatorId} creatorName={creatorName} />
    </section>
  );
}
