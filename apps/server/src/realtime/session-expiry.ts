/** The longest delay setTimeout keeps (about 24.8 days); a longer session is waited for in steps. */
const maxTimerDelay = 2 ** 31 - 1;

/**
 * One timer per session that has sockets in this process, due when the session expires: a
 * socket is checked once, at its handshake, and would otherwise outlive its session.
 */
export function createSessionExpiry(onExpired: (sessionId: string) => void, now: () => number = Date.now) {
  const timers = new Map<string, NodeJS.Timeout>();

  function arm(sessionId: string, expiresAt: number) {
    const delay = Math.min(Math.max(expiresAt - now(), 0), maxTimerDelay);
    const timer = setTimeout(() => {
      if (expiresAt > now()) return arm(sessionId, expiresAt);
      timers.delete(sessionId);
      onExpired(sessionId);
    }, delay);
    timer.unref();
    timers.set(sessionId, timer);
  }

  return {
    watch(sessionId: string, expiresAt: Date) {
      if (!timers.has(sessionId)) arm(sessionId, expiresAt.getTime());
    },
    /** The session's last socket here is gone. */
    forget(sessionId: string) {
      clearTimeout(timers.get(sessionId));
      timers.delete(sessionId);
    },
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
