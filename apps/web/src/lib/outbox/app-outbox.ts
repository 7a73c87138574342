import type { UserProfile } from '@tabib/contracts/user';
import { profileQueryKey } from '../profile-query-key';
import { queryClient } from '../query-client';
import { onSessionEnded } from '../session';
import { deviceOutbox } from './outbox';

/** The outbox of this browser, for the signed-in account (its profile is loaded before any page acts). */
export const appOutbox = deviceOutbox({
  accountOf: () => queryClient.getQueryData<UserProfile>(profileQueryKey)?._id ?? null,
});

// Signing out or an ended session leaves nothing queued on the device (issue 14, point 6).
onSessionEnded(() => void appOutbox.clear());
