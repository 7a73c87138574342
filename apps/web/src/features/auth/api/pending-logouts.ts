/** The most sessions kept to end later: one per sign-out made offline on this device. */
const kept = 5;

/**
 * Sessions signed out with no network, kept under `storageKey` until the server is told. Imports
 * nothing, so that it loads as one small file only when needed (the calendar's budget).
 */
export function pendingLogouts(storageKey: string) {
  const pending = (): string[] => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
      return Array.isArray(stored) ? stored.filter((token): token is string => typeof token === 'string') : [];
    } catch {
      return [];
    }
  };
  const save = (tokens: string[]) => {
    if (tokens.length > 0) localStorage.setItem(storageKey, JSON.stringify(tokens));
    else localStorage.removeItem(storageKey);
  };
  return {
    /** A sign-out that could not reach the server: its session is ended there once the network is back. */
    endLater(token: string) {
      save([...pending().filter((other) => other !== token), token].slice(-kept));
    },
    /**
     * Ends them through `logoutUrl`. A plain fetch: the answer for a session already ended (401)
     * must not end the current one, as the API client would.
     */
    async endAll(logoutUrl: string) {
      for (const token of pending()) {
        try {
          const response = await fetch(logoutUrl, {
            method: 'POST',
            headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
          });
          if (response.status >= 500) return;
        } catch {
          return;
        }
        save(pending().filter((other) => other !== token));
      }
    },
  };
}
