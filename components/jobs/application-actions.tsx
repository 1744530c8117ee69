'use client';
// Small client buttons of the jobs screens: withdraw an application; close, reopen, duplicate or
// delete an opportunity.
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { manageOpportunity } from '@/lib/actions/jobs/manage-opportunity';
import { withdrawApplication } from '@/lib/actions/jobs/withdraw-application';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { ROUTES } from '@/lib/routes';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

export function WithdrawButton({ applicationId }: { applicationId: string }) {
  const refreshScreen = useScreenRefresh();
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() =>
        start(async () => {
          if (!window.confirm('Retirar esta candidatura?')) return;
          const result = await withdrawApplication({ applicationId });
          if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível retirar a candidatura'));
          toast.success('Candidatura retirada.');
          refreshScreen();
        })
      }
    >
      Retirar candidatura
    </Button>
  );
}

const LABELS = { close: 'Encerrar', reopen: 'Reabrir', duplicate: 'Duplicar', delete: 'Excluir rascunho' } as const;
const DONE = {
  close: 'Oportunidade encerrada.',
  reopen: 'Oportunidade reaberta.',
  duplicate: 'Cópia criada como rascunho.',
  delete: 'Rascunho excluído.',
} as const;

export function ManageOpportunityButton({ id, action }: { id: string; action: keyof typeof LABELS }) {
  const router = useRouter();
  const refreshScreen = useScreenRefresh();
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      variant={action === 'delete' ? 'ghost' : 'outline'}
      size="sm"
      disabled={pending}
      onClick={() =>
        start(async () => {
          if (action === 'delete' && !window.confirm('Excluir este rascunho?')) return;
          const result = await manageOpportunity({ id, action });
          if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível alterar a oportunidade'));
          toast.success(DONE[action]);
          if (action === 'duplicate') router.push(`${ROUTES.jobsCreate}?id=${result.data.id}`);
          else refreshScreen();
        })
      }
    >
      {LABELS[action]}
    </Button>
  );
}
