'use client';
// "Convidar para oportunidade" on a creator's public profile, for hirers: choose one of your open
// opportunities; the creator gets a notification that opens its detail view.
import { SendIcon } from 'lucide-react';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { inviteCreator } from '@/lib/actions/jobs/invite-creator';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';

export function InviteToOpportunity({ creatorId, opportunities }: { creatorId: string; opportunities: { id: string; title: string }[] }) {
  const [opportunityId, setOpportunityId] = useState(opportunities[0]?.id ?? '');
  const [pending, start] = useTransition();
  if (opportunities.length === 0) return null;
  return (
    <section
      aria-label="Convidar para oportunidade"
      className="mt-6 flex flex-col gap-2 rounded-2xl border bg-card p-4 sm:flex-row sm:items-center"
    >
      <label htmlFor="invite-opportunity" className="text-sm font-medium sm:w-56">
        Convidar para oportunidade
      </label>
      <select
        id="invite-opportunity"
        className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-background px-2 text-sm"
        value={opportunityId}
        onChange={(e) => setOpportunityId(e.target.value)}
      >
        {opportunities.map((o) => (
          <option key={o.id} value={o.id}>
            {o.title}
          </option>
        ))}
      </select>
      <Button
        type="button"
        disabled={pending || !opportunityId}
        onClick={() =>
          start(async () => {
            const result = await inviteCreator({ opportunityId, creatorId });
            if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível enviar o convite'));
            toast.success('Convite enviado.');
          })
        }
      >
        <SendIcon aria-hidden />
        Convidar
      </Button>
    </section>
  );
}
