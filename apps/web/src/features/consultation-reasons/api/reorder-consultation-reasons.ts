import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  consultationReasonListResponseSchema,
  consultationReasonPaths,
  type ConsultationReason,
} from '@tabib/contracts/consultation-reasons';
import { apiRequest } from '../../../lib/api-client';
import { reasonKeys } from './reason-keys';

export function reorderConsultationReasons(ids: string[]) {
  return apiRequest(consultationReasonPaths.order, {
    method: 'PUT',
    schema: consultationReasonListResponseSchema,
    body: { ids },
  });
}

/** Optimistic: `next` is the list as the user dropped it; a refusal puts the old order back. */
export function useReorderConsultationReasons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: ConsultationReason[]) =>
      reorderConsultationReasons(next.filter((reason) => reason.isValidated).map((reason) => reason._id)),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: reasonKeys.list });
      const before = queryClient.getQueryData<ConsultationReason[]>(reasonKeys.list);
      queryClient.setQueryData(reasonKeys.list, next);
      return { before };
    },
    onSuccess: (answer) => queryClient.setQueryData(reasonKeys.list, answer.consultationReasons),
    onError: (_error, _next, context) => queryClient.setQueryData(reasonKeys.list, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reasonKeys.list }),
  });
}
