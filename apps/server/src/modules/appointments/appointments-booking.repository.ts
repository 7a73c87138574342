import { and, eq, isNull, sql } from 'drizzle-orm';
import { calendarStatuses, type AppointmentType } from '@tabib/contracts/appointments';
import type { Database } from '../../db/client';
import { rawStatementRunner } from '../../db/raw-statement';
import { appointments } from '../../db/schema/appointments';
import { consultationReasons } from '../../db/schema/consultation-reasons';
import { patients } from '../../db/schema/patients';
import { detailColumns, type AppointmentWithDetails } from './appointments.repository';
import { dayScheduleColumns, dayScheduleOf, type DaySchedule } from './schedule-rules';
import type { DomainEvent } from '../../events/domain-event';
import { eventsChannel } from '../../events/event-log';

/**
 * The booking of an existing patient in 3 round trips instead of 13 (docs/performance.md,
 * findings 5 and 7): the session lookup, one load query, and one call of the database
 * function `book_appointment` (migrations 0007, 0015, 0027) that takes the doctor's lock, evaluates the
 * rules' findings and inserts. The rules themselves (which outcome is refused, with which
 * code) stay in the service.
 */

export interface BookingLoad {
  /** An appointment this doctor already has with the request's client id (a replay). */
  earlierId: string | null;
  reason: AppointmentWithDetails['reason'] | null;
  patient: AppointmentWithDetails['patient'] | null;
  missed: number;
  /** The doctor's schedule on the practice day of the requested start. */
  schedule: DaySchedule;
  /** The version of the schedule read (users.schedule_version). */
  scheduleVersion: number;
}

export interface BookingInsert {
  /** Chosen by the caller, so that the event written with the booking can name it. */
  id: string;
  doctorId: string;
  patientId: string;
  /** The patient's family member the appointment is for; none: the patient's own. */
  familyMemberId?: string | null;
  consultationReasonId: string;
  startAt: Date;
  endAt: Date;
  duration: number;
  type: AppointmentType;
  clientUiId: string;
  createdByUserId: string;
  createdAt: Date;
  /** [start, end) of the practice day of startAt, for the patient's day count */
  dayStart: Date;
  dayEnd: Date;
  /** The count of the person's live appointments that day (the patient's own, or the family member's) must stay under this. */
  maxPerPatientDay: number;
  source: 'doctor' | 'patient';
  /** The CREATED event's changes */
  changes: Record<string, { from: unknown; to: unknown }>;
  /** The domain event logged with the booking (events/event-log.ts). */
  event: DomainEvent;
  /** The schedule version the slot was checked against. */
  scheduleVersion: number;
}

/** What the function found (on one snapshot taken after the lock); `id` is set only when it inserted. */
export interface BookingOutcome {
  /** The schedule was saved since it was read: nothing else was looked at. */
  scheduleChanged: boolean;
  replayId: string | null;
  overlap: boolean;
  dayCount: number;
  id: string | null;
  createdAt: Date | null;
}

// The database function of migrations 0007, 0015 and 0027: the doctor's lock, then the rules' findings and the
// insert, each statement on a snapshot taken after the lock was granted. One round trip.
const bookStatement = `select schedule_changed, replay_id, overlap_found, day_count, booked_id, booked_at from book_appointment(
  $1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::timestamptz, $6::timestamptz, $7::integer, $8::appointment_type,
  $9::appointment_source, $10::text, $11::uuid, $12::timestamptz, $13::timestamptz, $14::timestamptz, $15::integer,
  $16::jsonb, $17::appointment_status[], $18::text, $19::jsonb, $20::text, $21::integer, $22::uuid)`;
const liveStatuses = `{${calendarStatuses.join(',')}}`;

/** What a booking's load reads by. */
export type BookingLoadInput = {
  doctorId: string;
  reasonId: string | null;
  patientId: string | null;
  clientUiId: string;
  /** the practice day of the start (YYYY-MM-DD) and its weekday (Sunday 0) */
  day: string;
  weekday: number;
};

export function createAppointmentsBookingRepository(db: Database) {
  const run = rawStatementRunner(db);
  const prepareLoad = () =>
    db
      .select({
        earlierId: sql<
          string | null
        >`(select e.id from ${appointments} e where e.doctor_id = ${sql.placeholder('doctorId')} and e.client_ui_id = ${sql.placeholder('clientUiId')} limit 1)`,
        reason: detailColumns.reason,
        patient: detailColumns.patient,
        missed: sql<number>`(select count(*)::int from ${appointments} m where m.patient_id = ${patients.id} and m.status = 'PATIENT_MISSED')`,
        ...dayScheduleColumns(sql.placeholder('doctorId'), sql.placeholder('weekday'), sql.placeholder('day')),
      })
      .from(sql`(select 1) as one`)
      .leftJoin(
        consultationReasons,
        and(
          eq(consultationReasons.id, sql`${sql.placeholder('reasonId')}::uuid`),
          eq(consultationReasons.doctorId, sql`${sql.placeholder('doctorId')}::uuid`),
        ),
      )
      .leftJoin(
        patients,
        and(
          eq(patients.id, sql`${sql.placeholder('patientId')}::uuid`),
          eq(patients.doctorId, sql`${sql.placeholder('doctorId')}::uuid`),
          isNull(patients.deletedAt),
        ),
      )
      .prepare('appointments_booking_load');
  let preparedLoad: ReturnType<typeof prepareLoad> | undefined;

  return {
    /** Reason and patient (each only if the doctor's, else null), an earlier booking with this client id, the day's schedule. */
    async load(input: BookingLoadInput): Promise<BookingLoad> {
      preparedLoad ??= prepareLoad();
      const [row] = await preparedLoad.execute(input);
      return {
        earlierId: row?.earlierId ?? null,
        reason: row?.reason ?? null,
        patient: row?.patient ?? null,
        missed: Number(row?.missed ?? 0),
        schedule: dayScheduleOf(row),
        scheduleVersion: Number(row?.scheduleVersion ?? 0),
      };
    },

    /** Inserts the appointment and its event unless a replay, an overlap or a full day stands in the way. */
    async book(input: BookingInsert): Promise<BookingOutcome> {
      const { kind, ...payload } = input.event;
      const [row] = await run<{
        schedule_changed: boolean;
        replay_id: string | null;
        overlap_found: boolean;
        day_count: number;
        booked_id: string | null;
        booked_at: Date | string | null;
      }>({
        name: 'appointments_book',
        text: bookStatement,
        values: [
          input.id,
          input.doctorId,
          input.patientId,
          input.consultationReasonId,
          input.startAt.toISOString(),
          input.endAt.toISOString(),
          input.duration,
          input.type,
          input.source,
          input.clientUiId,
          input.createdByUserId,
          input.createdAt.toISOString(),
          input.dayStart.toISOString(),
          input.dayEnd.toISOString(),
          input.maxPerPatientDay,
          JSON.stringify(input.changes),
          liveStatuses,
          kind,
          JSON.stringify(payload),
          eventsChannel,
          input.scheduleVersion,
          input.familyMemberId ?? null,
        ],
      });
      return {
        scheduleChanged: row!.schedule_changed,
        replayId: row!.replay_id,
        overlap: row!.overlap_found,
        dayCount: Number(row!.day_count),
        id: row!.booked_id,
        createdAt: row!.booked_at === null ? null : new Date(row!.booked_at),
      };
    },
  };
}
