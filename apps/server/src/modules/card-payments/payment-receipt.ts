import type { SatimAcknowledgement } from './satim-client';

/** Spec 3 section 3, "Payment transaction receipt". */
export interface PaymentReceipt {
  _id: string;
  /** The order number the merchant registered (SATIM's OrderNumber). */
  operationNumber: string | null;
  /** SATIM's order id (mdOrder), the reference the bank knows the payment by. */
  bankOrderId: string;
  /** The card, masked as SATIM answers it (628058**0017). */
  number: string | null;
  /** In dinars. */
  amount: number | null;
  approvalCode: string | null;
  respCode_desc: string | null;
  actionCodeDescription: string | null;
  billingId: string;
  /** SATIM's authCode. */
  codeAuthorization: string | null;
  /** When the platform acknowledged the payment, ISO 8601. */
  transactionTime: string;
  doctorShortCode: string;
}

export interface ReceiptContext {
  /** The payment transaction's own id. */
  id: string;
  /** The invoice it pays. */
  billingId: string;
  doctorShortCode: string;
}

export function receiptOf(ack: SatimAcknowledgement, context: ReceiptContext): PaymentReceipt {
  return {
    _id: context.id,
    operationNumber: ack.orderNumber ?? null,
    bankOrderId: ack.orderId,
    number: ack.maskedPan ?? null,
    amount: ack.amountCentimes === undefined ? null : ack.amountCentimes / 100,
    approvalCode: ack.approvalCode ?? null,
    respCode_desc: ack.respCodeDescription ?? null,
    actionCodeDescription: ack.actionCodeDescription ?? null,
    billingId: context.billingId,
    codeAuthorization: ack.authCode ?? null,
    transactionTime: ack.acknowledgedAt.toISOString(),
    doctorShortCode: context.doctorShortCode,
  };
}
