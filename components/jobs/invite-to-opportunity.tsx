'use client';
// "Convidar para oportunidade" for hirers: choose one of your open opportunities; the creator gets
// a notification that opens its detail view. On a creator's public profile it is a section; on the
// creator cards of /network ("Encontrar criadores") a button that opens the same choice in a dialog.
import { SendIcon } from 'lucide-react';
import { useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { inviteCreator } from '@/lib/actions/jobs/invite-creator';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';

type Opportunity = { id: string; title: string };

/** The choice and the send, shared by both forms. */
function useInvite(creatorId: string, opportunities: Opportunity[], onSent?: () => void) {
  const [opportunityId, setOpportunityId] = useState(opportunities[0]?.id ?? '');
  const [pending, start] = useTransition();
  const send = () =>
    start(async () => {
      const result = await inviteCreator({ opportunityId, creatorId });
      if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível enviar o convite'));
      toast.success('Convite enviado.');
      onSent?.();
    });
  return { opportunityId, setOpportunityId, pending, send };
}

function OpportunitySelect({
  id,
  opportunities,
  value,
  onChange,
}: {
  id: string;
  opportunities: Opportunity[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <select
      id={id}
      className="h-10 w-full min-w-0 flex-1 rounded-lg border border-input bg-background px-2 text-sm"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {opportunities.map((o) => (
        <option key={o.id} value={o.id}>
          {o.title}
        </option>
      ))}
    </select>
  );
}

export function InviteToOpportunity({ creatorId, opportunities }: { creatorId: string; opportunities: Opportunity[] }) {
  const selectId = useId();
  const { opportunityId, setOpportunityId, pending, send } = useInvite(creatorId, opportunities);
  if (opportunities.length === 0) return null;
  return (
    <section
      aria-label="Convidar para oportunidade"
      className="mt-6 flex flex-col gap-2 rounded-2xl border bg-card p-4 sm:flex-row sm:items-center"
    >
      <label htmlFor={selectId} className="text-sm font-medium sm:w-56">
        Convidar para oportunidade
      </label>
      <OpportunitySelect id={selectId} opportunities={opportunities} value={opportunityId} onChange={setOpportunityId} />
      <Button type="button" disabled={pending || !opportunityId} onClick={send}>
        <SendIcon aria-hidden />
        Convidar
      </Button>
    </section>
  );
}

/** The card form: a button that opens the choice in a dialog. */
export function InviteToOpportunityButton({
  creatorId,
  creatorName,
  opportunities,
}: {
  creatorId: string;
  creatorName: string;
  opportunities: Opportunity[];
}) {
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const { opportunityId, setOpportunityId, pending, send } = useInvite(creatorId, opportunities, () => setOpen(false));
  if (opportunities.length === 0) return null;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Convidar ${creatorName} para oportunidade`}
        onClick={() => setOpen(true)}
      >
        <SendIcon aria-hidden />
        Convidar para oportunidade
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Convidar {creatorName}</DialogTitle>
            <DialogDescription>
              Escolha uma das suas oportunidades abertas. A pessoa recebe uma notificação com o convite.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <label htmlFor={selectId} className="text-sm font-medium">
              Oportunidade
            </label>
            <OpportunitySelect id={selectId} opportunities={opportunities} value={opportunityId} onChange={setOpportunityId} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="button" disabled={pending || !opportunityId} onClick={send}>
              <SendIcon aria-hidden />
              Convidar
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
