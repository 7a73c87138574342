import { createStore, useStore } from '../../../lib/create-store';
import { onSessionEnded } from '../../../lib/session';
import { noCallsWaiting, type CallWaitingState } from '../model/call-waiting-notices';

/**
 * The patients waiting in their call and the notices shown for them: written by the account
 * socket's listener (app layer), read by the notices on every signed-in page.
 */
export const callWaitingStore = createStore<CallWaitingState>(noCallsWaiting);

/** Applies a change of the model's (model/call-waiting-notices.ts); listeners hear only real changes. */
export function updateCallWaiting(change: (state: CallWaitingState) => CallWaitingState): void {
  const state = callWaitingStore.get();
  const next = change(state);
  if (next !== state) callWaitingStore.set(next);
}

onSessionEnded(() => callWaitingStore.reset());

export function useCallWaiting<Selected>(select: (state: CallWaitingState) => Selected): Selected {
  return useStore(callWaitingStore, select);
}
