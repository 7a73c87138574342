/** Everything the app keeps in localStorage starts with this prefix. */
export const storagePrefix = 'tabib.';

export const storageKeys = {
  token: `${storagePrefix}token`,
  language: `${storagePrefix}lang`,
} as const;
