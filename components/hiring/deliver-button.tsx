'use client';
// "Enviar entrega": the creator's files (uploaded first, into the contract's folder) and/or links,
// with a note. The hirer is told and has 7 days to answer before it is approved by itself.
import { UploadIcon } from 'lucide-react';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { deliver } from '@/lib/actions/hiring/deliver';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { CONTRACT_FILE_ACCEPT } from '@/lib/hiring/contract-files';
import { MAX_DELIVERY_FILES, deliverSchema } from '@/lib/validation/hiring';
import { uploadContractFiles } from './upload-contract-files';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

export function DeliverButton({ contractId, viewerId }: { contractId: string; viewerId: string }) {
  const refreshScreen = useScreenRefresh();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [links, setLinks] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  const submit = () =>
    start(async () => {
      setError(null);
      const linkList = links
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const check = deliverSchema.safeParse({
        contractId,
        note,
        links: linkList,
        files: files.map((f) => ({ path: 'x', name: f.name || 'arquivo' })),
      });
      if (!check.success) return setError(check.error.issues[0]?.message ?? 'Verifique a entrega.');
      const upload = await uploadContractFiles(contractId, viewerId, files);
      if (!upload.ok) return setError(upload.error);
      const result = await deliver({ contractId, note, links: linkList, files: upload.files });
      if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível enviar a entrega'));
      toast.success('Entrega enviada.', { description: 'Quem contratou tem 7 dias para aprovar ou pedir alterações.' });
      setOpen(false);
      setNote('');
      setLinks('');
      setFiles([]);
      refreshScreen();
    });

  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <UploadIcon aria-hidden />
        Enviar entrega
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Enviar entrega</DialogTitle>
            <DialogDescription>Arquivos (até 10, de até 50 MB cada) e/ou links, com uma observação.</DialogDescription>
          </DialogHeader>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <FormField id="delivery-files" label="Arquivos">
              <Input
                type="file"
                multiple
                accept={CONTRACT_FILE_ACCEPT}
                {...fieldControlProps('delivery-files')}
                onChange={(event) => setFiles(Array.from(event.target.files ?? []).slice(0, MAX_DELIVERY_FILES + 1))}
              />
            </FormField>
            <FormField id="delivery-links" label="Links (um por linha)">
              <Textarea
                rows={2}
                placeholder="https://"
                {...fieldControlProps('delivery-links')}
                value={links}
                onChange={(e) => setLinks(e.target.value)}
              />
            </FormField>
            <FormField id="delivery-note" label="Observação (opcional)">
              <Textarea
                rows={3}
                maxLength={2050}
                {...fieldControlProps('delivery-note')}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </FormField>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Voltar
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? 'Enviando…' : 'Enviar entrega'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
