import { accountSocket, sessionEndedEventSchema } from '@tabib/contracts/live-events';
import { useAccountEvent } from '../lib/account-events';
import { endSession } from '../lib/session';

/**
 * The server ended this session (account blocked or deleted, password changed in another
 * session): leave at once, without waiting for the next request to be refused.
 */
export function useSessionEndedLive(): void {
  useAccountEvent(accountSocket.sessionEnded, (payload) => {
    const event = sessionEndedEventSchema.safeParse(payload);
    endSession(event.success ? event.data.reason : 'expired');
  });
}
