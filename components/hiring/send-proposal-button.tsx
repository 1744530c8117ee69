'use client';
// "Enviar proposta": from a selected candidate (/jobs/candidates, /jobs/meuscandidatos) or from a
// creator's profile. The dialog holds the proposal's fields; after sending, the proposal's page.
import { FileSignatureIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { sendProposal } from '@/lib/actions/hiring/send-proposal';
import { useActionForm } from '@/lib/forms/use-action-form';
import { ROUTES } from '@/lib/routes';
import { proposalFormSchema, type ProposalFormValues } from '@/lib/validation/hiring';
import { ProposalFields } from './proposal-fields';

type Props = {
  creatorId: string;
  creatorName: string;
  applicationId?: string | null;
  /** Terms to start from (the opportunity's title and deliverables, the candidate's price). */
  defaults?: Partial<ProposalFormValues>;
  size?: ButtonProps['size'];
};

const EMPTY: ProposalFormValues = {
  title: '',
  scope: '',
  deliverables: '',
  dueDate: '',
  isBarter: false,
  value: '',
  revisionsIncluded: '1',
  usageRights: '',
  usageMonths: '',
};

export function SendProposalButton({ creatorId, creatorName, applicationId = null, defaults, size }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const start = { ...EMPTY, ...defaults };
  const { form, onSubmit } = useActionForm(proposalFormSchema, (values) => sendProposal({ ...values, creatorId, applicationId }), {
    defaultValues: start,
    successToast: { title: 'Proposta enviada.', description: `${creatorName} tem 7 dias para responder.` },
    failureTitle: 'Não foi possível enviar a proposta',
    guard: open,
    onSuccess: (data) => {
      setOpen(false);
      router.push(`${ROUTES.proposal}/${data.proposalId}`);
    },
  });
  return (
    <>
      <Button type="button" size={size} onClick={() => setOpen(true)}>
        <FileSignatureIcon aria-hidden />
        Enviar proposta
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Proposta para {creatorName}</DialogTitle>
            <DialogDescription>
              Os termos do trabalho. {creatorName} pode aceitar, recusar ou fazer uma contraproposta em até 7 dias.
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={onSubmit} className="grid gap-5">
            <ProposalFields form={form} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                Enviar proposta
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
