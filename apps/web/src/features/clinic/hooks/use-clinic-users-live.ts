import { useQueryClient } from '@tanstack/react-query';
import { accountSocket } from '@tabib/contracts/live-events';
import { useAccountConnected, useAccountEvent } from '../../../lib/account-events';
import { clinicUsersKeys } from '../api/clinic-users-keys';

/**
 * The page follows the clinic as it changes elsewhere: a doctor coming online or going off, an
 * account added, changed or deleted by another admin; and what it missed while disconnected.
 */
export function useClinicUsersLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: clinicUsersKeys.all });
  useAccountEvent(accountSocket.clinicPresence, refresh);
  useAccountEvent(accountSocket.clinicMembersChanged, refresh);
  useAccountConnected(refresh);
}
