import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentKeys } from './payment-keys';

/** A wallet change: on success the patient's wallet pages are fetched again. */
export function useWalletMutation<Variables, Result>(patientId: string, call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.patient(patientId) }),
  });
}
