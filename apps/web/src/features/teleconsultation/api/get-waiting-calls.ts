import { waitingCalls, waitingCallsResponseSchema } from '@tabib/contracts/teleconsultation';
import { apiRequest } from '../../../lib/api-client';

/** Today's calls whose patient waits, across the practice this account's pages hear. */
export function getWaitingCalls(signal?: AbortSignal) {
  return apiRequest(waitingCalls.path, { schema: waitingCallsResponseSchema, signal });
}
