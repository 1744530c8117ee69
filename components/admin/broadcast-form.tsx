'use client';
// Compose, preview and send a broadcast.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { sendBroadcast } from '@/lib/actions/admin/broadcast';
import { useActionForm } from '@/lib/forms/use-action-form';
import { BROADCAST_AUDIENCES, broadcastSchema, type BroadcastInput } from '@/lib/validation/admin';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

export const AUDIENCE_LABELS: Record<(typeof BROADCAST_AUDIENCES)[number], string> = {
  all: 'Todos os usuários',
  'Quero Oferecer meu serviço': 'Criadores (Quero Oferecer meu serviço)',
  'Quero Contratar': 'Contratantes (Quero Contratar)',
  administrador: 'Administradores',
};

const LINK_HINT = 'Um endereço do site, como /jobs/opportunities.';
const defaultValues: BroadcastInput = { title: '', body: '', link: '', audience: 'all' };

export function BroadcastForm() {
  const refreshScreen = useScreenRefresh();
  const [confirming, setConfirming] = useState(false);
  const { form, onSubmit } = useActionForm(broadcastSchema, sendBroadcast, {
    defaultValues,
    guard: true,
    onSuccess: (data) => {
      setConfirming(false);
      form.reset(defaultValues);
      refreshScreen();
      toast.success('Notificação enviada.', { description: `${data.recipients} destinatário(s).` });
    },
    failureTitle: 'Não foi possível enviar',
  });
  const errors = form.formState.errors;
  const values = form.watch();
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <form className="grid gap-4 rounded-2xl border bg-background p-4" noValidate onSubmit={form.handleSubmit(() => setConfirming(true))}>
        <FormField id="broadcast-title" label="Título" error={errors.title?.message}>
          <Input {...fieldControlProps('broadcast-title', { error: errors.title?.message })} {...form.register('title')} />
        </FormField>
        <FormField id="broadcast-body" label="Mensagem" error={errors.body?.message}>
          <Textarea rows={4} {...fieldControlProps('broadcast-body', { error: errors.body?.message })} {...form.register('body')} />
        </FormField>
        <FormField id="broadcast-link" label="Link (opcional)" error={errors.link?.message} hint={LINK_HINT}>
          <Input {...fieldControlProps('broadcast-link', { error: errors.link?.message, hint: LINK_HINT })} {...form.register('link')} />
        </FormField>
        <FormField id="broadcast-audience" label="Quem recebe" error={errors.audience?.message}>
          <select
            className="h-10 w-full rounded-lg border border-input bg-background px-3 text-sm"
            {...fieldControlProps('broadcast-audience')}
            {...form.register('audience')}
          >
            {BROADCAST_AUDIENCES.map((audience) => (
              <option key={audience} value={audience}>
                {AUDIENCE_LABELS[audience]}
              </option>
            ))}
          </select>
        </FormField>
        <div className="flex justify-end">
          <Button type="submit">Revisar e enviar</Button>
        </div>
      </form>
      <section aria-label="Pré-visualização da notificação" className="h-fit rounded-2xl border bg-background p-4">
        <p className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Pré-visualização</p>
        <div className="rounded-xl border bg-muted/30 p-3 text-sm">
          <p className="font-semibold">{values.title || 'Título da notificação'}</p>
          <p className="mt-1 text-muted-foreground">{values.body || 'A mensagem aparece aqui.'}</p>
          {values.link ? <p className="mt-2 text-xs text-primary">{values.link}</p> : null}
        </div>
      </section>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Enviar a notificação?</DialogTitle>
            <DialogDescription>Para: {AUDIENCE_LABELS[values.audience]}. Depois de enviada, ela não pode ser retirada.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button type="button" disabled={form.formState.isSubmitting} onClick={() => void onSubmit()}>
              Enviar
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
