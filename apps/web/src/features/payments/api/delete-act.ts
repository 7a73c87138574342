import { successResponseSchema } from '@tabib/contracts/patients';
import { deleteActBodySchema, paymentPaths } from '@tabib/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { pathOf } from './payment-keys';
import { useWalletMutation } from './use-act-mutation';

export interface DeleteActRequest {
  actId: string;
  clinic_doctor?: string | null;
}

/** PUT wallet-delete-act-item. */
export function deleteAct(patientId: string, { actId, ...request }: DeleteActRequest) {
  return apiRequest(pathOf(paymentPaths.deleteAct, { patientId, actId }), {
    method: 'PUT',
    body: deleteActBodySchema.parse(request),
    schema: successResponseSchema,
  });
}

export const useDeleteAct = (patientId: string) =>
  useWalletMutation(patientId, (request: DeleteActRequest) => deleteAct(patientId, request));
