/**
 * Why the server ended a user's sessions: what the sign-in page explains afterwards. Apart from
 * live-events.ts so that the sign-in page does not download the live events' schemas (issue 19's
 * 150 KB budget).
 */
export const sessionEndedReasons = ['blocked', 'deleted', 'passwordChanged'] as const;
export type ExplainedSessionEndReason = (typeof sessionEndedReasons)[number];
