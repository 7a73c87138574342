const lockName = 'tabib-outbox-replay';

/**
 * Runs `replay` in the one tab that holds the replay lock (Web Locks): another open tab that
 * tries meanwhile gets undefined and sends nothing, so the queue they share is sent once.
 */
export async function asOnlyReplayer<T>(
  replay: () => Promise<T>,
  locks: LockManager | undefined = navigator.locks,
): Promise<T | undefined> {
  if (!locks) return replay();
  return locks.request(lockName, { ifAvailable: true }, (lock) => (lock ? replay() : undefined));
}
