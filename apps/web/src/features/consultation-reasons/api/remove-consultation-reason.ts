import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationReasonPaths, consultationReasonResponseSchema } from '@tabib/contracts/consultation-reasons';
import { apiRequest } from '../../../lib/api-client';
import { reasonKeys, withReasonId } from './reason-keys';

export function removeConsultationReason(reasonId: string) {
  return apiRequest(withReasonId(consultationReasonPaths.remove, reasonId), {
    method: 'DELETE',
    schema: consultationReasonResponseSchema,
  });
}

export function useRemoveConsultationReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConsultationReason,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reasonKeys.list }),
  });
}
