import type { z } from 'zod';
import { actResponseSchema, paymentPaths, updatePaymentItemBodySchema } from '@tabib/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { pathOf } from './payment-keys';
import { useWalletMutation } from './use-act-mutation';

export type UpdatePaymentItemRequest = z.input<typeof updatePaymentItemBodySchema> & { actId: string };

/** PUT wallet-update-act-subitem-information: one payment's amount and date. */
export function updatePaymentItem(patientId: string, { actId, ...request }: UpdatePaymentItemRequest) {
  return apiRequest(pathOf(paymentPaths.updatePaymentItem, { patientId, actId }), {
    method: 'PUT',
    body: updatePaymentItemBodySchema.parse(request),
    schema: actResponseSchema,
  });
}

export const useUpdatePaymentItem = (patientId: string) =>
  useWalletMutation(patientId, (request: UpdatePaymentItemRequest) => updatePaymentItem(patientId, request));
