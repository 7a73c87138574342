import type { ClinicEntityType, WorkStatus } from '@tabib/contracts/clinic-users';
import type { Locale } from '@tabib/contracts/locales';
import type { Appointment, AppointmentEvent } from '@tabib/contracts/appointments';
import type {
  ConsultationReasonVerdictEvent,
  EditRequestDecidedEvent,
  PrivilegesChangedEvent,
  SessionEndedEvent,
} from '@tabib/contracts/live-events';
import type { ExplainedSessionEndReason } from '@tabib/contracts/session-end';

/** A span of a doctor's calendar (epoch ms, end excluded) that a change touched. */
export interface CalendarSpan {
  from: number;
  to: number;
}

/**
 * Every kind of event of the one event path (events/event-log.ts), with its payload. A row of
 * domain_events holds one; what each subscriber does with it is decided by the subscriber.
 */
export type DomainEvent =
  | {
      kind: 'appointmentChanged';
      type: AppointmentEvent['type'];
      doctorId: string;
      clinicId: string | null;
      appointment: Appointment;
      actorUserId: string | null;
      /** The language the patient booked in on the public page: their notices are written in it. */
      patientLocale?: Locale;
      /**
       * The times the change touched, before and after: the week cache drops only the cached
       * ranges they overlap. Absent when it touched more (a patient's fields, a missed count).
       */
      touched?: CalendarSpan[];
    }
  /** Something shown in a doctor's weeks changed besides an appointment (a patient's name, a reason's colour). */
  | { kind: 'calendarChanged'; doctorId: string; touched?: CalendarSpan[] }
  | { kind: 'sessionsEnded'; userId: string; exceptSessionId?: string; reason: ExplainedSessionEndReason }
  | ({ kind: 'sessionEnded'; sessionId: string } & SessionEndedEvent)
  | { kind: 'scheduleChanged'; doctorId: string; clinicId: string | null }
  | { kind: 'consultationReasonsChanged'; doctorId: string; clinicId: string | null }
  /** The doctor's public booking page was turned on or off, or the doctor blocked: its cached free slots go. */
  | { kind: 'publicPageChanged'; doctorId: string }
  | ({ kind: 'consultationReasonVerdict'; clinicId: string | null } & ConsultationReasonVerdictEvent)
  | ({ kind: 'editRequestDecided'; doctorId: string } & EditRequestDecidedEvent)
  /** A patient joined or left the call of a teleconsultation appointment: the practice's pages show it waiting. */
  | {
      kind: 'videocallWaiting';
      doctorId: string;
      clinicId: string | null;
      appointmentId: string;
      startAt: string;
      patientIsWaiting: boolean;
    }
  /** A notification was stored for a user: their sockets hear pro.notifications. */
  | { kind: 'notificationCreated'; userId: string; notificationId: string }
  /** A clinic doctor came online (a first open socket) or went off (the last one closed): the clinic's pages show it. */
  | { kind: 'clinicPresenceChanged'; doctorId: string; clinicId: string; workStatus: WorkStatus }
  /** A doctor or user of a clinic was added, changed or deleted: the clinic's pages read their lists again. */
  | { kind: 'clinicMembersChanged'; clinicId: string; type: ClinicEntityType; userId: string }
  /** An assistant of the doctor's practice was added, blocked, deleted or given full rights: the Users pages read the list again. */
  | { kind: 'practiceUsersChanged'; doctorId: string }
  /** An account's full rights (allowAll) were granted or withdrawn: its open pages read its profile again. */
  | ({ kind: 'privilegesChanged'; userId: string; doctorId: string } & PrivilegesChangedEvent);

export type DomainEventKind = DomainEvent['kind'];

/** An event as read back from the log: its position and when it was written. */
export type LoggedEvent = DomainEvent & { id: number; tx: number; createdAt: Date };
