'use client';
// The hirer records the payment (lib/hiring/payment-record.ts): the date, and optionally the Pix
// receipt (uploaded into the contract's folder). The creator then confirms receipt.
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { markPaid } from '@/lib/actions/hiring/mark-paid';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { todayInBrazil } from '@/lib/jobs/display';
import { markPaidSchema } from '@/lib/validation/hiring';
import { uploadContractFiles } from './upload-contract-files';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

export function MarkPaidButton({ contractId, viewerId }: { contractId: string; viewerId: string }) {
  const refreshScreen = useScreenRefresh();
  const [open, setOpen] = useState(false);
  const [paidOn, setPaidOn] = useState(todayInBrazil());
  const [receipt, setReceipt] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const submit = () =>
    start(async () => {
      setError(null);
      const check = markPaidSchema.safeParse({ contractId, paidOn, receiptPath: null });
      if (!check.success) return setError(check.error.issues[0]?.message ?? 'Verifique a data.');
      let receiptPath: string | null = null;
      if (receipt) {
        const upload = await uploadContractFiles(contractId, viewerId, [receipt]);
        if (!upload.ok) return setError(upload.error);
        receiptPath = upload.files[0].path;
      }
      const result = await markPaid({ contractId, paidOn, receiptPath });
      if (!result.ok) return void (await toastActionFailure(result, 'Não foi possível registrar o pagamento'));
      toast.success('Pagamento informado.', { description: 'O criador vai confirmar o recebimento.' });
      setOpen(false);
      refreshScreen();
    });
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        Informar pagamento
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Informar pagamento</DialogTitle>
            <DialogDescription>Nenhum dinheiro passa pela plataforma: registre aqui quando você pagou.</DialogDescription>
          </DialogHeader>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <FormField id="paid-on" label="Data do pagamento" error={error ?? undefined}>
              <Input
                type="date"
                max={todayInBrazil()}
                {...fieldControlProps('paid-on', { error: error ?? undefined })}
                value={paidOn}
                onChange={(e) => setPaidOn(e.target.value)}
              />
            </FormField>
            <FormField id="receipt" label="Comprovante Pix (opcional)">
              <Input
                type="file"
                accept=".pdf,.jpg,.jpeg,.png,.webp"
                {...fieldControlProps('receipt')}
                onChange={(e) => setReceipt(e.target.files?.[0] ?? null)}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Voltar
              </Button>
              <Button type="submit" disabled={pending}>
                Registrar pagamento
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
