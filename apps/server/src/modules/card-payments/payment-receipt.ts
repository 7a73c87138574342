import type { PaymentReceipt } from '@tabib/contracts/subscription-calls';
import type { SatimAcknowledgement } from './satim-client';

export interface ReceiptContext {
  /** The payment transaction's own id. */
  id: string;
  /** The invoice it pays. */
  billingId: string;
  doctorShortCode: string;
}

/** Spec 3 section 3, "Payment transaction receipt", from SATIM's acknowledgement; the amount in centimes as every amount of the API. */
export function receiptOf(ack: SatimAcknowledgement, context: ReceiptContext): PaymentReceipt {
  return {
    _id: context.id,
    operationNumber: ack.orderNumber ?? null,
    bankOrderId: ack.orderId,
    number: ack.maskedPan ?? null,
    amount: ack.amountCentimes ?? null,
    approvalCode: ack.approvalCode ?? null,
    respCode_desc: ack.respCodeDescription ?? null,
    actionCodeDescription: ack.actionCodeDescription ?? null,
    billingId: context.billingId,
    codeAuthorization: ack.authCode ?? null,
    transactionTime: ack.acknowledgedAt.toISOString(),
    doctorShortCode: context.doctorShortCode,
  };
}
