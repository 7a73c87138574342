/** ['profile', 'details'] is also refetched by the avatar upload (update-avatar.ts). */
export const profileKeys = {
  all: ['profile'] as const,
  details: ['profile', 'details'] as const,
  editRequests: ['profile', 'edit-requests'] as const,
};

/** Reference rows change only with a release: kept for the session. */
export const referenceKeys = {
  specialities: ['reference', 'specialities'] as const,
  states: ['reference', 'states'] as const,
  cities: (stateId: string) => ['reference', 'cities', stateId] as const,
  languages: (query: string) => ['reference', 'languages', query] as const,
};
