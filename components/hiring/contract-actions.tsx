'use client';
// The moves the viewer may make on a contract now (lib/hiring/states.ts contractActions), each with
// its dialog: deliver, approve or ask for changes, answer an extra revision, cancel (or ask to, or
// answer the other side's request), open a dispute, record or confirm the payment.
import { moveContract } from '@/lib/actions/hiring/contract-move';
import { reviewDelivery } from '@/lib/actions/hiring/review-delivery';
import type { ContractAction } from '@/lib/hiring/states';
import { CANCEL_REASON_MESSAGE, CHANGES_MESSAGE, DISPUTE_REASON_MESSAGE } from '@/lib/validation/hiring';
import { ConfirmButton } from './confirm-button';
import { DeliverButton } from './deliver-button';
import { MarkPaidButton } from './mark-paid-button';
import { ReasonButton } from './reason-dialog';

type Props = {
  contractId: string;
  viewerId: string;
  actions: ContractAction[];
  otherName: string;
  /** Whether the hirer's next request for changes is beyond the included revisions. */
  beyondIncluded: boolean;
};

export function ContractActions({ contractId, viewerId, actions, otherName, beyondIncluded }: Props) {
  const has = (a: ContractAction) => actions.includes(a);
  if (actions.filter((a) => a !== 'review').length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {has('deliver') ? <DeliverButton contractId={contractId} viewerId={viewerId} /> : null}
      {has('approve') ? (
        <ConfirmButton
          label="Aprovar entrega"
          title="Aprovar a entrega?"
          description="O contrato é concluído e vocês podem se avaliar por 14 dias. Não é possível desfazer."
          confirmLabel="Aprovar e concluir"
          success="Entrega aprovada. Contrato concluído."
          failureTitle="Não foi possível aprovar"
          run={() => reviewDelivery({ contractId, approve: true })}
        />
      ) : null}
      {has('request_changes') ? (
        <ReasonButton
          label="Pedir alterações"
          title="Pedir alterações"
          description={
            beyondIncluded
              ? `As revisões incluídas já foram usadas: ${otherName} precisa concordar com esta alteração extra.`
              : `${otherName} recebe o pedido e envia uma nova entrega.`
          }
          fieldLabel="O que precisa mudar"
          submitLabel="Enviar pedido"
          success={beyondIncluded ? 'Pedido de revisão extra enviado.' : 'Alterações solicitadas.'}
          failureTitle="Não foi possível pedir alterações"
          min={5}
          max={2000}
          message={CHANGES_MESSAGE}
          run={(comment) => reviewDelivery({ contractId, approve: false, comment })}
        />
      ) : null}
      {has('answer_extra_revision') ? (
        <>
          <ConfirmButton
            label="Aceitar revisão extra"
            title="Aceitar a revisão extra?"
            description="Você fará mais uma alteração além das revisões incluídas."
            confirmLabel="Aceitar"
            success="Revisão extra aceita."
            failureTitle="Não foi possível responder"
            run={() => moveContract({ contractId, move: 'answer_extra_revision', accept: true })}
          />
          <ConfirmButton
            label="Recusar revisão extra"
            variant="outline"
            title="Recusar a revisão extra?"
            description="A entrega atual continua aguardando a aprovação de quem contratou."
            confirmLabel="Recusar"
            success="Revisão extra recusada."
            failureTitle="Não foi possível responder"
            run={() => moveContract({ contractId, move: 'answer_extra_revision', accept: false })}
          />
        </>
      ) : null}
      {has('mark_paid') ? <MarkPaidButton contractId={contractId} viewerId={viewerId} /> : null}
      {has('confirm_payment') ? (
        <ConfirmButton
          label="Confirmar recebimento"
          title="Confirmar o recebimento do pagamento?"
          description="Confirme só depois de ver o valor na sua conta."
          confirmLabel="Confirmar"
          success="Recebimento confirmado."
          failureTitle="Não foi possível confirmar"
          run={() => moveContract({ contractId, move: 'confirm_payment' })}
        />
      ) : null}
      {has('answer_cancel') ? (
        <>
          <ReasonButton
            label="Aceitar cancelamento"
            variant="outline"
            title="Cancelar o contrato?"
            description={`${otherName} pediu o cancelamento. Com o seu acordo, o contrato é cancelado.`}
            fieldLabel="Observação"
            submitLabel="Cancelar contrato"
            success="Contrato cancelado."
            failureTitle="Não foi possível cancelar"
            min={5}
            max={500}
            message={CANCEL_REASON_MESSAGE}
            run={(reason) => moveContract({ contractId, move: 'cancel', reason })}
            destructive
          />
          <ConfirmButton
            label="Recusar cancelamento"
            variant="outline"
            title="Recusar o cancelamento?"
            description="O contrato continua de onde estava."
            confirmLabel="Recusar"
            success="Cancelamento recusado."
            failureTitle="Não foi possível responder"
            run={() => moveContract({ contractId, move: 'decline_cancel' })}
          />
        </>
      ) : null}
      {has('cancel') || has('request_cancel') ? (
        <ReasonButton
          label={has('cancel') ? 'Cancelar contrato' : 'Pedir cancelamento'}
          variant="outline"
          title={has('cancel') ? 'Cancelar o contrato?' : 'Pedir o cancelamento?'}
          description={
            has('cancel')
              ? 'Ainda não houve entrega: o contrato é cancelado agora.'
              : `O contrato só é cancelado se ${otherName} concordar.`
          }
          fieldLabel="Motivo do cancelamento"
          submitLabel={has('cancel') ? 'Cancelar contrato' : 'Enviar pedido'}
          success={has('cancel') ? 'Contrato cancelado.' : 'Pedido de cancelamento enviado.'}
          failureTitle="Não foi possível cancelar"
          min={5}
          max={500}
          message={CANCEL_REASON_MESSAGE}
          run={(reason) => moveContract({ contractId, move: 'cancel', reason })}
          destructive
        />
      ) : null}
      {has('dispute') ? (
        <ReasonButton
          label="Abrir disputa"
          variant="ghost"
          title="Abrir uma disputa?"
          description="A equipe da plataforma analisa o caso e decide se o contrato é concluído ou cancelado."
          fieldLabel="O que aconteceu"
          submitLabel="Abrir disputa"
          success="Disputa aberta. A equipe vai analisar."
          failureTitle="Não foi possível abrir a disputa"
          min={5}
          max={1000}
          message={DISPUTE_REASON_MESSAGE}
          run={(reason) => moveContract({ contractId, move: 'dispute', reason })}
          destructive
        />
      ) : null}
    </div>
  );
}
