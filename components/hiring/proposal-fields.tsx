'use client';
// The fields of a proposal (docs/product/hiring.md): title, scope, deliverables (one per line),
// due date, value or barter (the product's money input), revisions included, usage rights and
// their period. Used by the send dialog; the form around it owns submit.
import type { UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { Textarea } from '@/components/ui/textarea';
import { todayInBrazil } from '@/lib/jobs/display';
import type { ProposalFormValues } from '@/lib/validation/hiring';

export function ProposalFields({ form }: { form: UseFormReturn<ProposalFormValues> }) {
  const { errors } = form.formState;
  const message = (name: keyof ProposalFormValues) => errors[name]?.message as string | undefined;
  const barter = form.watch('isBarter') === true;
  return (
    <div className="grid gap-4">
      <FormField id="proposal-title" label="Título" error={message('title')}>
        <Input maxLength={140} {...fieldControlProps('proposal-title', { error: message('title') })} {...form.register('title')} />
      </FormField>
      <FormField id="proposal-scope" label="Escopo" error={message('scope')} hint="O que será feito, para quê e com quais referências.">
        <Textarea
          rows={4}
          maxLength={4100}
          {...fieldControlProps('proposal-scope', { error: message('scope'), hint: 'O que será feito, para quê e com quais referências.' })}
          {...form.register('scope')}
        />
      </FormField>
      <FormField id="proposal-deliverables" label="Entregáveis" error={message('deliverables')} hint="Um por linha (até 20).">
        <Textarea
          rows={3}
          {...fieldControlProps('proposal-deliverables', { error: message('deliverables'), hint: 'Um por linha (até 20).' })}
          {...form.register('deliverables')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="proposal-due" label="Data de entrega" error={message('dueDate')}>
          <Input
            type="date"
            min={todayInBrazil()}
            {...fieldControlProps('proposal-due', { error: message('dueDate') })}
            {...form.register('dueDate')}
          />
        </FormField>
        <FormField id="proposal-revisions" label="Revisões incluídas (0 a 5)" error={message('revisionsIncluded')}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={5}
            {...fieldControlProps('proposal-revisions', { error: message('revisionsIncluded') })}
            {...form.register('revisionsIncluded')}
          />
        </FormField>
      </div>
      <div className="grid gap-2">
        <FormField id="proposal-value" label="Valor" error={message('value')}>
          <MoneyInput
            {...fieldControlProps('proposal-value', { error: message('value') })}
            disabled={barter}
            value={form.watch('value') ?? ''}
            onValueChange={(text) => form.setValue('value', text, { shouldDirty: true })}
          />
        </FormField>
        <div className="flex items-center gap-2">
          <Checkbox
            id="proposal-barter"
            checked={barter}
            onCheckedChange={(checked) => {
              form.setValue('isBarter', checked === true, { shouldDirty: true });
              if (checked === true) form.clearErrors('value');
            }}
          />
          <Label htmlFor="proposal-barter">Permuta (sem pagamento em dinheiro)</Label>
        </div>
      </div>
      <FormField id="proposal-usage" label="Direitos de uso" error={message('usageRights')} hint="Onde e como o conteúdo pode ser usado.">
        <Textarea
          rows={2}
          maxLength={1100}
          {...fieldControlProps('proposal-usage', { error: message('usageRights'), hint: 'Onde e como o conteúdo pode ser usado.' })}
          {...form.register('usageRights')}
        />
      </FormField>
      <FormField
        id="proposal-months"
        label="Prazo de uso em meses (opcional)"
        error={message('usageMonths')}
        hint="Deixe em branco para sem prazo definido."
      >
        <Input
          inputMode="numeric"
          maxLength={3}
          {...fieldControlProps('proposal-months', { error: message('usageMonths'), hint: 'Deixe em branco para sem prazo definido.' })}
          {...form.register('usageMonths')}
        />
      </FormField>
    </div>
  );
}
