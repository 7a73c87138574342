import { and, asc, desc, eq, isNull, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { patientNotices } from '../../db/schema/patient-notices';
import { patientNoticeJobs, reminderJobPrefix } from './notice-jobs';

/** What the SMS trace of the appointment details reads: the appointment's notices, nothing of their text. */
const traceColumns = {
  id: patientNotices.id,
  key: patientNotices.key,
  kind: patientNotices.kind,
  channel: patientNotices.channel,
  status: patientNotices.status,
  dueAt: patientNotices.dueAt,
  sentAt: patientNotices.sentAt,
  statusChangedAt: patientNotices.statusChangedAt,
};

export function createNoticeTraceRepository(db: Executor) {
  return {
    /** Newest first: the latest planned departure on top. */
    noticesOf(appointmentId: string) {
      return db
        .select(traceColumns)
        .from(patientNotices)
        .where(eq(patientNotices.appointmentId, appointmentId))
        .orderBy(desc(patientNotices.dueAt), desc(patientNotices.createdAt), desc(patientNotices.id));
    },

    /** The reminders still waiting in the job queue: the notice itself is made when they fall due. */
    plannedRemindersOf(appointmentId: string) {
      return db
        .select({ id: jobs.id, payload: jobs.payload, runAt: jobs.runAt })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, patientNoticeJobs.reminder),
            like(jobs.key, `${reminderJobPrefix(appointmentId)}%`),
            isNull(jobs.doneAt),
          ),
        )
        .orderBy(asc(jobs.runAt));
    },
  };
}

export type PlannedReminderRow = Awaited<
  ReturnType<ReturnType<typeof createNoticeTraceRepository>['plannedRemindersOf']>
>[number];
export type NoticeTraceRow = Awaited<ReturnType<ReturnType<typeof createNoticeTraceRepository>['noticesOf']>>[number];
