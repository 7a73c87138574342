import type { SatimAcknowledgement } from './satim-client';

export type RefusalReason =
  /** SATIM does not know the order id (ErrorCode 6). */
  | 'unknownOrder'
  /** Registered, never paid: the cardholder left the page or has not paid yet (OrderStatus 0). */
  | 'notPaid'
  /** The bank refused the card, or the order is in any other state than paid. */
  | 'declined'
  /** The order id belongs to another order number than the invoice's attempt. */
  | 'otherOrder';

export type PaymentJudgement =
  | { kind: 'paid' }
  | { kind: 'refused'; reason: RefusalReason; message: string | undefined }
  | { kind: 'amountMismatch'; expectedCentimes: number; paidCentimes: number | undefined };

/**
 * Whether an acknowledged SATIM order pays the invoice attempt it was registered for: paid by SATIM
 * (see SatimAcknowledgement.paid), for that attempt's order number and for exactly its amount.
 */
export function judgePayment(
  ack: SatimAcknowledgement,
  expectedAmountCentimes: number,
  expectedOrderNumber: string,
): PaymentJudgement {
  if (!ack.paid) {
    const message = ack.respCodeDescription || ack.actionCodeDescription || ack.errorMessage;
    if (ack.errorCode === '6') return { kind: 'refused', reason: 'unknownOrder', message };
    if (ack.orderStatus === 0) return { kind: 'refused', reason: 'notPaid', message };
    return { kind: 'refused', reason: 'declined', message };
  }
  if (ack.orderNumber !== expectedOrderNumber) return { kind: 'refused', reason: 'otherOrder', message: undefined };
  if (ack.amountCentimes !== expectedAmountCentimes) {
    return { kind: 'amountMismatch', expectedCentimes: expectedAmountCentimes, paidCentimes: ack.amountCentimes };
  }
  return { kind: 'paid' };
}
