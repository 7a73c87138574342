import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  consultationReasonPaths,
  consultationReasonResponseSchema,
  type ConsultationReason,
} from '@tabib/contracts/consultation-reasons';
import { apiRequest } from '../../../lib/api-client';
import { reasonKeys, withReasonId } from './reason-keys';

export function setReasonEnabled(reasonId: string, isEnabled: boolean) {
  return apiRequest(withReasonId(consultationReasonPaths.enable, reasonId), {
    method: 'PUT',
    schema: consultationReasonResponseSchema,
    body: { isEnabled },
  });
}

/** Optimistic: the switch moves at once and comes back on a refusal. */
export function useSetReasonEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reasonId, isEnabled }: { reasonId: string; isEnabled: boolean }) => setReasonEnabled(reasonId, isEnabled),
    onMutate: async ({ reasonId, isEnabled }) => {
      await queryClient.cancelQueries({ queryKey: reasonKeys.list });
      const before = queryClient.getQueryData<ConsultationReason[]>(reasonKeys.list);
      queryClient.setQueryData<ConsultationReason[]>(reasonKeys.list, (list) =>
        list?.map((reason) => (reason._id === reasonId ? { ...reason, isEnabled } : reason)),
      );
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(reasonKeys.list, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reasonKeys.list }),
  });
}
