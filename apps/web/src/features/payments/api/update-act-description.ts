import type { z } from 'zod';
import { actResponseSchema, paymentPaths, updateActDescriptionBodySchema } from '@tabib/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { pathOf } from './payment-keys';
import { useWalletMutation } from './use-act-mutation';

export type UpdateActDescriptionRequest = z.input<typeof updateActDescriptionBodySchema> & { actId: string };

/** PUT wallet-update-act-item-description. */
export function updateActDescription(patientId: string, { actId, ...request }: UpdateActDescriptionRequest) {
  return apiRequest(pathOf(paymentPaths.updateActDescription, { patientId, actId }), {
    method: 'PUT',
    body: updateActDescriptionBodySchema.parse(request),
    schema: actResponseSchema,
  });
}

export const useUpdateActDescription = (patientId: string) =>
  useWalletMutation(patientId, (request: UpdateActDescriptionRequest) => updateActDescription(patientId, request));
