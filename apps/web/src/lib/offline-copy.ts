import { queryClient } from './query-client';
import { queryPersistence } from './query-persistence';
import { onSessionEnded } from './session';

/** This browser's copy of what the calendar shows (lib/query-persistence.ts), for the app's query client. */
export const offlineCopy = queryPersistence(queryClient);

/**
 * How long the start waits for the copy before rendering without it: online the server can answer
 * instead; offline the copy is all there is, so a slow device is waited for longer.
 */
const restoreWaitMs = () => (navigator.onLine ? 1500 : 10_000);

/** Before the first render of a signed-in start: the calendar has its data even with no network. */
export async function restoreOfflineCopy(token: string): Promise<void> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, restoreWaitMs()));
  await Promise.race([
    offlineCopy.restore(token).catch((error: unknown) => console.warn('offline copy not read', error)),
    timeout,
  ]);
}

// Signing out or an ended session leaves no copy on the device (issue 14, point 6).
onSessionEnded(() => void offlineCopy.clear().catch(() => undefined));
