import { z } from 'zod';
import { sessionEndedReasons } from './session-end';

/**
 * Socket.io namespace of what happens to an account and its practice outside the calendar:
 * the session ended (blocked, deleted, password changed elsewhere, logged out, expired), the
 * schedule or the consultation reasons changed in another session, an edit request got its verdict,
 * its full rights were granted or withdrawn.
 */
export const accountSocket = {
  namespace: '/workers/account',
  sessionEnded: 'session.ended',
  scheduleChanged: 'schedule.changed',
  consultationReasonsChanged: 'consultation.reasons.changed',
  editRequestDecided: 'profile.edit-request',
  /** Spec 2: a patient opened or left the call of one of the practice's appointments. */
  videocallWaiting: 'videocall.waiting',
  /** Issue 17, to the clinic's accounts: a clinic doctor came online or went off (clinic-users.ts). */
  clinicPresence: 'clinic.presence',
  /** Issue 17, to the clinic's accounts: a doctor or user of the clinic was added, changed or deleted. */
  clinicMembersChanged: 'clinic.members.changed',
  /** To the practice's sessions: one of its assistants was added, blocked, deleted or given full rights. */
  practiceUsersChanged: 'practice.users.changed',
  /** Issue 22, to the account's own sessions: its full rights (allowAll) were granted or withdrawn. */
  privilegesChanged: 'account.privileges.changed',
} as const;

/** Spec 3 section 7: the consultation-reason channel and its verdict event. */
export const consultationReasonSocket = {
  namespace: '/workers/consultation-reasons',
  event: 'consultation.reason',
} as const;

/** A socket also hears that its own session expired or was logged out (in another tab of the same browser). */
export const sessionEndedEventSchema = z.object({ reason: z.enum([...sessionEndedReasons, 'expired', 'logout']) });
export type SessionEndedEvent = z.infer<typeof sessionEndedEventSchema>;

export const practiceChangedEventSchema = z.object({ doctorId: z.string() });
export type PracticeChangedEvent = z.infer<typeof practiceChangedEventSchema>;

/** The profile carries the new privilege: the open pages read it again. */
export const privilegesChangedEventSchema = z.object({ allowAll: z.boolean() });
export type PrivilegesChangedEvent = z.infer<typeof privilegesChangedEventSchema>;

export const reasonVerdicts = ['validated', 'rejected'] as const;
export type ReasonVerdict = (typeof reasonVerdicts)[number];
export const consultationReasonVerdictEventSchema = z.object({
  verdict: z.enum(reasonVerdicts),
  consultation_reason_id: z.string(),
  doctorId: z.string(),
});
export type ConsultationReasonVerdictEvent = z.infer<typeof consultationReasonVerdictEventSchema>;

export const editRequestVerdicts = ['approved', 'rejected'] as const;
export const editRequestDecidedEventSchema = z.object({
  requestId: z.string(),
  requestSlug: z.enum(['infos', 'diplomas']),
  verdict: z.enum(editRequestVerdicts),
  note: z.string().nullable(),
});
export type EditRequestDecidedEvent = z.infer<typeof editRequestDecidedEventSchema>;
