/** The signed-in account's profile in the query cache: every feature that changes what it shows refreshes it by this key. */
export const profileQueryKey = ['auth', 'profile'] as const;
