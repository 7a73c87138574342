import { useQueryClient } from '@tanstack/react-query';
import { accountSocket } from '@tabib/contracts/live-events';
import type { UserProfile } from '@tabib/contracts/user';
import { useAccountEvent, useConsultationReasonVerdicts } from '../lib/account-events';
import { verdictOf, withReasonVerdict } from '../lib/consultation-reason-verdicts';
import { profileQueryKey } from '../lib/profile-query-key';

/**
 * The profile carries the reasons the calendar's filter and booking form offer: a verdict patches
 * it at once (a newly validated reason appears without a reload), and any change of the
 * practice's reasons, here or in another session, refetches it.
 */
export function useReasonLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refetchProfile = () => void queryClient.invalidateQueries({ queryKey: profileQueryKey });

  useConsultationReasonVerdicts((payload) => {
    const event = verdictOf(payload);
    if (!event) return;
    queryClient.setQueryData<UserProfile>(profileQueryKey, (profile) =>
      profile
        ? {
            ...profile,
            consultationReasons: withReasonVerdict(profile.consultationReasons, event),
            consultationReasonsGrouped: profile.consultationReasonsGrouped.map((group) =>
              group.doctorId === event.doctorId ? { ...group, reasons: withReasonVerdict(group.reasons, event) } : group,
            ),
          }
        : profile,
    );
    refetchProfile();
  });
  useAccountEvent(accountSocket.consultationReasonsChanged, refetchProfile);
}
