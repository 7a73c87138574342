import type { z } from 'zod';
import { actResponseSchema, addPaymentItemBodySchema, paymentPaths } from '@tabib/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { pathOf } from './payment-keys';
import { useWalletMutation } from './use-act-mutation';

export type AddPaymentItemRequest = z.input<typeof addPaymentItemBodySchema> & { actId: string };

/** PUT wallet-add-act-subitem: a payment towards the act. */
export function addPaymentItem(patientId: string, { actId, ...request }: AddPaymentItemRequest) {
  return apiRequest(pathOf(paymentPaths.addPaymentItem, { patientId, actId }), {
    method: 'PUT',
    body: addPaymentItemBodySchema.parse(request),
    schema: actResponseSchema,
    idempotencyKey: crypto.randomUUID(),
  });
}

export const useAddPaymentItem = (patientId: string) =>
  useWalletMutation(patientId, (request: AddPaymentItemRequest) => addPaymentItem(patientId, request));
