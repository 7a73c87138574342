/** Everything the app keeps in localStorage starts with this prefix. */
export const storagePrefix = 'tabib.';

export const storageKeys = {
  token: `${storagePrefix}token`,
  language: `${storagePrefix}lang`,
  /** Sessions signed out with no network, still to be ended on the server (features/auth/api/pending-logouts.ts). */
  pendingLogouts: `${storagePrefix}pendingLogouts`,
} as const;
