'use client';
// "Resolver disputa" (/admin/contratos): the administrator concludes or cancels a contract in
// dispute, with a reason both parties receive. The choice and the reason are checked by the schema
// the server action parses again; the database changes the contract, audits and notifies.
import { GavelIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, fieldErrorId } from '@/components/ui/form-field';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { resolveDispute } from '@/lib/actions/admin/resolve-dispute';
import { useActionForm } from '@/lib/forms/use-action-form';
import { cn } from '@/lib/utils';
import { resolveDisputeSchema, type DisputeOutcome } from '@/lib/validation/hiring-moderation';
import { MODERATION_REASON_MAX } from '@/lib/validation/moderation';
import { ReasonField } from '@/components/ui/reason-field';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

const OUTCOMES: { value: DisputeOutcome; label: string; description: string }[] = [
  {
    value: 'completed',
    label: 'Concluir contrato',
    description: 'A entrega pendente é aprovada, o contrato conta como concluído e as avaliações se abrem por 14 dias.',
  },
  {
    value: 'cancelled',
    label: 'Cancelar contrato',
    description: 'O contrato é encerrado sem conclusão e sem avaliações.',
  },
];

export function ResolveDisputeButton({ contractId, title }: { contractId: string; title: string }) {
  const refreshScreen = useScreenRefresh();
  const id = useId();
  const [open, setOpen] = useState(false);
  const empty = { contractId, outcome: '', reason: '' };
  const { form, onSubmit } = useActionForm(resolveDisputeSchema, resolveDispute, {
    defaultValues: empty,
    successToast: 'Disputa resolvida.',
    failureTitle: 'Não foi possível resolver a disputa',
    onSuccess: () => {
      form.reset(empty);
      setOpen(false);
      refreshScreen();
    },
  });
  const outcomeError = form.formState.errors.outcome?.message;
  const reasonError = form.formState.errors.reason?.message;
  const length = form.watch('reason')?.length ?? 0;
  const outcomeId = `${id}-decisao`;
  const reasonId = `${id}-motivo`;

  return (
    <>
      <Button type="button" size="sm" aria-label={`Resolver disputa de ${title}`} onClick={() => setOpen(true)}>
        <GavelIcon aria-hidden />
        Resolver disputa
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Resolver disputa</DialogTitle>
            <DialogDescription>
              “{title}”. As duas partes recebem uma notificação com a decisão e o motivo; a decisão fica no registro de auditoria.
            </DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <div className="grid gap-2">
              <p id={`${outcomeId}-titulo`} className={cn('text-sm font-medium', outcomeError && 'text-destructive')}>
                Decisão
              </p>
              <Controller
                control={form.control}
                name="outcome"
                render={({ field }) => (
                  <RadioGroup
                    value={field.value}
                    onValueChange={field.onChange}
                    aria-labelledby={`${outcomeId}-titulo`}
                    aria-invalid={outcomeError ? true : undefined}
                    aria-describedby={outcomeError ? fieldErrorId(outcomeId) : undefined}
                    className="gap-2"
                  >
                    {OUTCOMES.map((outcome) => {
                      const itemId = `${outcomeId}-${outcome.value}`;
                      return (
                        <label
                          key={outcome.value}
                          htmlFor={itemId}
                          className={cn(
                            'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
                            'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
                            field.value === outcome.value ? 'border-primary bg-accent/50' : 'hover:bg-muted',
                          )}
                        >
                          <RadioGroupItem
                            id={itemId}
                            value={outcome.value}
                            aria-labelledby={`${itemId}-nome`}
                            aria-describedby={`${itemId}-descricao`}
                            className="mt-0.5"
                          />
                          <span className="grid min-w-0 gap-0.5">
                            <span id={`${itemId}-nome`} className="font-medium">
                              {outcome.label}
                            </span>
                            <span id={`${itemId}-descricao`} className="text-xs text-muted-foreground">
                              {outcome.description}
                            </span>
                          </span>
                        </label>
                      );
                    })}
                  </RadioGroup>
                )}
              />
              <div className="-mt-0.5 min-h-5">
                <FieldError id={fieldErrorId(outcomeId)} message={outcomeError} />
              </div>
            </div>
            <ReasonField
              id={reasonId}
              label="Motivo da decisão"
              error={reasonError}
              limit={MODERATION_REASON_MAX}
              length={length}
              {...form.register('reason')}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Voltar
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                Resolver disputa
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
