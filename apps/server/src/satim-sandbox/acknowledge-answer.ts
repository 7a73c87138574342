import { hasSandboxCredentials, sandboxLanguageOf } from './sandbox-defaults';
import type { SandboxOrder } from './sandbox-orders';
import type { SatimParams } from './register-order';
import { maskedPan } from './test-cards';

/**
 * acknowledgeTransaction.do's (and confirmOrder.do's) answer, shaped like the real platform's,
 * including its inconsistencies: capitalised `ErrorCode`, a string "0" on success but a number on
 * refusals, `OrderStatus` and `Amount` as numbers, `Ip` with a capital I. The same order answers the
 * same thing on every call.
 */
export function acknowledgeAnswer(params: SatimParams, order: SandboxOrder | undefined): Record<string, unknown> {
  if (!hasSandboxCredentials(params.userName, params.password)) return { ErrorCode: '5', ErrorMessage: 'Access denied' };
  if (!order) return { ErrorCode: '6', ErrorMessage: 'Unknown order id' };
  const base = {
    OrderNumber: order.orderNumber,
    Amount: order.amountCentimes,
    currency: order.currency,
  };
  const { payment } = order;
  if (!payment) {
    return {
      ...base,
      ErrorCode: 3,
      ErrorMessage: 'Order is not confirmed due to order’s state',
      OrderStatus: 0,
      depositAmount: 0,
      actionCode: -100,
      actionCodeDescription: '',
      params: order.udfs,
    };
  }
  const { card } = payment;
  const paid = card.orderStatus === 2;
  const language = sandboxLanguageOf(params.language ?? order.language);
  return {
    ...base,
    expiration: payment.expiration,
    cardholderName: payment.cardholderName,
    depositAmount: paid ? order.amountCentimes : 0,
    Pan: maskedPan(card.pan),
    ...(payment.approvalCode ? { approvalCode: payment.approvalCode } : {}),
    authCode: 2,
    params: { ...order.udfs, respCode: card.respCode, respCode_desc: card.respCodeDescription[language] },
    actionCode: card.actionCode,
    actionCodeDescription: paid ? card.respCodeDescription[language] : `processing.error.${card.actionCode}`,
    ...(paid
      ? { ErrorCode: '0', ErrorMessage: 'Success' }
      : { ErrorCode: 3, ErrorMessage: 'Order is not confirmed due to order’s state' }),
    OrderStatus: card.orderStatus,
    Ip: payment.ip,
    SvfeResponse: card.respCode,
  };
}
