'use client';
// The answers to a proposal the viewer may give now (lib/hiring/states.ts proposalActions):
// accept (the contract starts), counter with a new value and/or date, decline with a reason, or,
// for the hirer before any answer, withdraw it.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { Textarea } from '@/components/ui/textarea';
import { respondProposal } from '@/lib/actions/hiring/respond-proposal';
import { withdrawProposal } from '@/lib/actions/hiring/withdraw-proposal';
import { centsToMoneyText } from '@/lib/forms/money';
import { useActionForm } from '@/lib/forms/use-action-form';
import type { ProposalAction } from '@/lib/hiring/states';
import { todayInBrazil } from '@/lib/jobs/display';
import { ROUTES } from '@/lib/routes';
import { DECLINE_REASON_MESSAGE, respondProposalSchema } from '@/lib/validation/hiring';
import { ConfirmButton } from './confirm-button';
import { ReasonButton } from './reason-dialog';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

type Terms = { id: string; valueCents: number | null; isBarter: boolean; dueDate: string; otherName: string };

export function ProposalAnswers({ actions, terms }: { actions: ProposalAction[]; terms: Terms }) {
  const router = useRouter();
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.includes('accept') ? (
        <ConfirmButton
          label="Aceitar proposta"
          title="Aceitar esta proposta?"
          description="Os termos atuais viram um contrato ativo entre vocês. Depois de aceitar, os termos não mudam mais."
          confirmLabel="Aceitar e iniciar contrato"
          success="Proposta aceita. O contrato está ativo."
          failureTitle="Não foi possível aceitar"
          run={() => respondProposal({ proposalId: terms.id, answer: 'accept' })}
          onDone={(data) => router.push(data.contractId ? `${ROUTES.contract}/${data.contractId}` : ROUTES.contracts)}
        />
      ) : null}
      {actions.includes('counter') ? <CounterButton terms={terms} /> : null}
      {actions.includes('decline') ? (
        <ReasonButton
          label="Recusar"
          title="Recusar esta proposta?"
          description={`${terms.otherName} recebe o motivo na notificação e na conversa de vocês.`}
          fieldLabel="Motivo da recusa"
          submitLabel="Recusar proposta"
          success="Proposta recusada."
          failureTitle="Não foi possível recusar"
          min={3}
          max={500}
          message={DECLINE_REASON_MESSAGE}
          run={(reason) => respondProposal({ proposalId: terms.id, answer: 'decline', reason })}
          destructive
        />
      ) : null}
      {actions.includes('withdraw') ? (
        <ConfirmButton
          label="Retirar proposta"
          variant="outline"
          title="Retirar esta proposta?"
          description="A proposta deixa de valer e não pode mais ser aceita."
          confirmLabel="Retirar"
          success="Proposta retirada."
          failureTitle="Não foi possível retirar"
          run={() => withdrawProposal({ proposalId: terms.id })}
          destructive
        />
      ) : null}
    </div>
  );
}

function CounterButton({ terms }: { terms: Terms }) {
  const refreshScreen = useScreenRefresh();
  const [open, setOpen] = useState(false);
  const { form, onSubmit } = useActionForm(respondProposalSchema, respondProposal, {
    defaultValues: {
      proposalId: terms.id,
      answer: 'counter',
      isBarter: terms.isBarter,
      value: centsToMoneyText(terms.valueCents),
      dueDate: terms.dueDate,
      message: '',
    },
    successToast: 'Contraproposta enviada.',
    failureTitle: 'Não foi possível enviar a contraproposta',
    onSuccess: () => {
      setOpen(false);
      refreshScreen();
    },
  });
  const values = form.watch();
  const errors = form.formState.errors as Partial<Record<'value' | 'dueDate' | 'message', { message?: string }>>;
  const barter = values.answer === 'counter' && values.isBarter === true;
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        Fazer contraproposta
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Contraproposta</DialogTitle>
            <DialogDescription>Mude o valor, a data de entrega ou os dois. {terms.otherName} terá 7 dias para responder.</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <FormField id="counter-value" label="Novo valor" error={errors.value?.message}>
              <MoneyInput
                {...fieldControlProps('counter-value', { error: errors.value?.message })}
                disabled={barter}
                value={values.answer === 'counter' ? (values.value ?? '') : ''}
                onValueChange={(text) => form.setValue('value', text, { shouldDirty: true })}
              />
            </FormField>
            <div className="flex items-center gap-2">
              <Checkbox
                id="counter-barter"
                checked={barter}
                onCheckedChange={(c) => form.setValue('isBarter', c === true, { shouldDirty: true })}
              />
              <Label htmlFor="counter-barter">Permuta</Label>
            </div>
            <FormField id="counter-due" label="Nova data de entrega" error={errors.dueDate?.message}>
              <Input
                type="date"
                min={todayInBrazil()}
                {...fieldControlProps('counter-due', { error: errors.dueDate?.message })}
                {...form.register('dueDate')}
              />
            </FormField>
            <FormField id="counter-message" label="Mensagem (opcional)" error={errors.message?.message}>
              <Textarea
                rows={3}
                maxLength={1050}
                {...fieldControlProps('counter-message', { error: errors.message?.message })}
                {...form.register('message')}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Voltar
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                Enviar contraproposta
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
