// The payment record of a contract (lib/hiring/payment-record.ts): value, state, date and receipt.
import { formatDay } from '@/lib/jobs/display';
import { valueLabel } from '@/lib/hiring/display';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@/lib/hiring/states';
import type { ContractDetail } from '@/lib/queries/hiring';

export function PaymentRecord({ contract, receiptUrl }: { contract: ContractDetail; receiptUrl?: string }) {
  return (
    <section aria-labelledby="payment-heading" className="rounded-2xl border bg-card p-4 sm:p-5">
      <h2 id="payment-heading" className="text-lg font-semibold">
        Pagamento
      </h2>
      <p className="mt-2 text-2xl font-bold">{valueLabel(contract)}</p>
      {contract.is_barter ? (
        <p className="text-sm text-muted-foreground">Contrato por permuta: não há pagamento a registrar.</p>
      ) : (
        <>
          <p className="text-sm font-medium">
            {PAYMENT_STATUS_LABELS[contract.payment_status as PaymentStatus] ?? contract.payment_status}
          </p>
          {contract.paid_on ? <p className="text-sm text-muted-foreground">Pago em {formatDay(contract.paid_on)}</p> : null}
          {receiptUrl ? (
            <a
              href={receiptUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-block text-sm text-primary underline-offset-4 hover:underline"
            >
              Ver comprovante
            </a>
          ) : null}
          <p className="mt-2 text-xs text-muted-foreground">Nenhum dinheiro passa pela plataforma: o pagamento é combinado entre vocês.</p>
        </>
      )}
    </section>
  );
}
