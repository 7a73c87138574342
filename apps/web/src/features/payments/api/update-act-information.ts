import type { z } from 'zod';
import { actResponseSchema, paymentPaths, updateActInformationBodySchema } from '@tabib/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { pathOf } from './payment-keys';
import { useWalletMutation } from './use-act-mutation';

export type UpdateActInformationRequest = z.input<typeof updateActInformationBodySchema> & { actId: string };

/** PUT wallet-update-act-item-information (title and total). */
export function updateActInformation(patientId: string, { actId, ...request }: UpdateActInformationRequest) {
  return apiRequest(pathOf(paymentPaths.updateActInformation, { patientId, actId }), {
    method: 'PUT',
    body: updateActInformationBodySchema.parse(request),
    schema: actResponseSchema,
  });
}

export const useUpdateActInformation = (patientId: string) =>
  useWalletMutation(patientId, (request: UpdateActInformationRequest) => updateActInformation(patientId, request));
