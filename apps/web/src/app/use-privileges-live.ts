import { useQueryClient } from '@tanstack/react-query';
import { accountSocket, privilegesChangedEventSchema } from '@tabib/contracts/live-events';
import { useAccountEvent } from '../lib/account-events';
import { profileQueryKey } from '../lib/profile-query-key';

/**
 * This account's full rights were granted or withdrawn (issue 22): the profile, whose privileges
 * every page reads through the capability table, is read again, so the calendar becomes editable
 * or read-only without a reload. The session goes on.
 */
export function usePrivilegesLive(): void {
  const queryClient = useQueryClient();
  useAccountEvent(accountSocket.privilegesChanged, (payload) => {
    if (privilegesChangedEventSchema.safeParse(payload).success)
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  });
}
