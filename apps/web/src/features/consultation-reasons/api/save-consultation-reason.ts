import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  consultationReasonBodySchema,
  consultationReasonPaths,
  consultationReasonResponseSchema,
  type ConsultationReasonBody,
} from '@tabib/contracts/consultation-reasons';
import { apiRequest } from '../../../lib/api-client';
import { reasonKeys, withReasonId } from './reason-keys';

/** Creates (no id) or updates the reason. */
export function saveConsultationReason(reasonId: string | null, body: ConsultationReasonBody) {
  return apiRequest(reasonId ? withReasonId(consultationReasonPaths.update, reasonId) : consultationReasonPaths.create, {
    method: reasonId ? 'PUT' : 'POST',
    schema: consultationReasonResponseSchema,
    body: consultationReasonBodySchema.parse(body),
    idempotencyKey: reasonId ? undefined : crypto.randomUUID(),
  });
}

export function useSaveConsultationReason(reasonId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsultationReasonBody) => saveConsultationReason(reasonId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reasonKeys.list }),
  });
}
