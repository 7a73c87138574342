import { useQueryClient } from '@tanstack/react-query';
import type { ConsultationReason } from '@tabib/contracts/consultation-reasons';
import { accountSocket, type ConsultationReasonVerdictEvent } from '@tabib/contracts/live-events';
import { useAccountEvent, useConsultationReasonVerdicts } from '../../../lib/account-events';
import { verdictOf, withReasonVerdict } from '../../../lib/consultation-reason-verdicts';
import { reasonKeys } from '../api/reason-keys';

/** The list follows the operator's verdicts at once and refetches on changes made in other sessions. */
export function useReasonListLive(onVerdict?: (event: ConsultationReasonVerdictEvent) => void): void {
  const queryClient = useQueryClient();
  useConsultationReasonVerdicts((payload) => {
    const event = verdictOf(payload);
    if (!event) return;
    onVerdict?.(event);
    queryClient.setQueryData<ConsultationReason[]>(reasonKeys.list, (list) => (list ? withReasonVerdict(list, event) : list));
    void queryClient.invalidateQueries({ queryKey: reasonKeys.list });
  });
  useAccountEvent(
    accountSocket.consultationReasonsChanged,
    () => void queryClient.invalidateQueries({ queryKey: reasonKeys.list }),
  );
}
