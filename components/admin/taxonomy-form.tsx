'use client';
// The create / edit dialog of a taxonomy entry: zod checks the fields before the server action,
// which checks them again.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { saveTaxonomyEntry } from '@/lib/actions/admin/taxonomy';
import { useActionForm } from '@/lib/forms/use-action-form';
import { taxonomyEntrySchema, type TaxonomyEntryInput, type TaxonomyTable } from '@/lib/validation/admin';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

export function TaxonomyFormDialog({
  table,
  entry,
  serviceTypeId,
  withDescription = false,
  noun,
}: {
  table: TaxonomyTable;
  entry?: { id: string; name: string; description: string | null; active: boolean };
  serviceTypeId?: string;
  withDescription?: boolean;
  noun: string;
}) {
  const refreshScreen = useScreenRefresh();
  const [open, setOpen] = useState(false);
  const defaultValues: TaxonomyEntryInput = {
    table,
    id: entry?.id,
    name: entry?.name ?? '',
    description: entry?.description ?? '',
    active: entry?.active ?? true,
    serviceTypeId,
  };
  const { form, onSubmit } = useActionForm(taxonomyEntrySchema, saveTaxonomyEntry, {
    defaultValues,
    guard: true,
    successToast: entry ? 'Alterações salvas.' : `${noun} criado.`,
    onSuccess: () => {
      setOpen(false);
      if (!entry) form.reset(defaultValues);
      refreshScreen();
    },
  });
  const errors = form.formState.errors;
  const idPrefix = `taxonomy-${entry?.id ?? 'new'}`;
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant={entry ? 'outline' : 'default'}
        onClick={() => setOpen(true)}
        aria-label={entry ? `Editar ${entry.name}` : undefined}
      >
        {entry ? 'Editar' : `Novo ${noun.toLowerCase()}`}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{entry ? `Editar ${noun.toLowerCase()}` : `Novo ${noun.toLowerCase()}`}</DialogTitle>
            <DialogDescription>Itens inativos continuam nos registros antigos, mas deixam de ser oferecidos.</DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <FormField id={`${idPrefix}-name`} label="Nome" error={errors.name?.message}>
              <Input {...fieldControlProps(`${idPrefix}-name`, { error: errors.name?.message })} {...form.register('name')} />
            </FormField>
            {withDescription ? (
              <FormField id={`${idPrefix}-description`} label="Descrição" error={errors.description?.message}>
                <Textarea
                  {...fieldControlProps(`${idPrefix}-description`, { error: errors.description?.message })}
                  {...form.register('description')}
                />
              </FormField>
            ) : null}
            <label className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" className="size-4" {...form.register('active')} />
              Ativo
            </label>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                Salvar
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
