import { useQueryClient } from '@tanstack/react-query';
import { accountSocket } from '@tabib/contracts/live-events';
import { useAccountConnected, useAccountEvent } from '../../../lib/account-events';
import { userKeys } from './user-keys';

/** Another session of the practice added, blocked, deleted or changed an assistant: the list is read again, as after a lost connection. */
export function useUsersLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: userKeys.all });
  useAccountEvent(accountSocket.practiceUsersChanged, refresh);
  useAccountConnected(refresh);
}
