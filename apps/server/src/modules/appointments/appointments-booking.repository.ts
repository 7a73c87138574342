import { and, eq, isNull, sql } from 'drizzle-orm';
import { calendarStatuses, type AppointmentType } from '@tabib/contracts/appointments';
import type { Database } from '../../db/client';
import { lockedTransaction } from '../../db/locked-transaction';
import { appointments } from '../../db/schema/appointments';
import { consultationReasons } from '../../db/schema/consultation-reasons';
import { patients } from '../../db/schema/patients';
import { calendarChangesChannel } from './week-cache';

/**
 * The booking of an existing patient in 5 round trips instead of 13 (docs/performance.md,
 * finding 5): one load query, BEGIN + the doctor's lock in one message, one statement that
 * evaluates the rules atomically and inserts, COMMIT. The rules themselves (which outcome
 * is refused, with which code) stay in the service.
 */

export interface BookingLoad {
  /** An appointment this doctor already has with the request's client id (a replay). */
  earlierId: string | null;
  reason: {
    id: string;
    title: { fr: string; en: string; ar: string };
    duration: number;
    priceCentimes: number;
    color: string;
    isEnabled: boolean;
    isDeleted: boolean;
    isValidated: boolean;
    isRejected: boolean;
    order: number;
  } | null;
  patient: {
    id: string;
    firstName: string;
    lastName: string;
    birthday: string | null;
    gender: 'MALE' | 'FEMALE';
    phone: string | null;
    email: string | null;
    picture: string | null;
    isGuest: boolean;
  } | null;
  missed: number;
}

export interface BookingInsert {
  doctorId: string;
  patientId: string;
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
  /** The count of the patient's live appointments that day must stay under this. */
  maxPerPatientDay: number;
  /** The CREATED event's changes */
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** What the statement found; `id` is set only when it inserted. */
export interface BookingOutcome {
  replayId: string | null;
  overlap: boolean;
  dayCount: number;
  id: string | null;
  createdAt: Date | null;
}

// Evaluated on one snapshot taken after the lock was granted: every booking of this doctor
// committed before is visible. The exclusion constraint still has the last word (23P01).
const bookStatement = `
with replay as (
  select id from appointments where doctor_id = $1 and client_ui_id = $8
), overlap as (
  select 1 from appointments
  where doctor_id = $1 and status = any($15::appointment_status[])
    and start_at > $4::timestamptz - interval '1 day' and start_at < $5::timestamptz and end_at > $4::timestamptz
  limit 1
), day_count as (
  select count(*)::int as total from appointments
  where patient_id = $2 and status = any($15::appointment_status[]) and start_at >= $11::timestamptz and start_at < $12::timestamptz
), ins as (
  insert into appointments (doctor_id, patient_id, consultation_reason_id, start_at, end_at, duration, type, source, client_ui_id, created_by_user_id, created_at)
  select $1, $2, $3, $4, $5, $6, $7::appointment_type, 'doctor', $8, $9, $10
  where not exists (select 1 from replay) and not exists (select 1 from overlap) and (select total from day_count) < $13
  returning id, created_at
), ev as (
  insert into appointment_events (appointment_id, actor_user_id, action, changes)
  select id, $9, 'CREATED', $14::jsonb from ins
  returning 1
), notified as (
  select pg_notify('${calendarChangesChannel}', $1::text) from ins
)
select (select id from replay) as replay_id, exists (select 1 from overlap) as overlap,
  (select total from day_count) as day_count, (select id from ins) as id, (select created_at from ins) as created_at,
  (select count(*) from ev)::int as events, (select count(*) from notified)::int as notified`;

export function createAppointmentsBookingRepository(db: Database) {
  const prepareLoad = () =>
    db
      .select({
        earlierId: sql<string | null>`(select e.id from ${appointments} e where e.doctor_id = ${sql.placeholder('doctorId')} and e.client_ui_id = ${sql.placeholder('clientUiId')} limit 1)`,
        reason: {
          id: consultationReasons.id,
          title: consultationReasons.title,
          duration: consultationReasons.duration,
          priceCentimes: consultationReasons.priceCentimes,
          color: consultationReasons.color,
          isEnabled: consultationReasons.isEnabled,
          isDeleted: consultationReasons.isDeleted,
          isValidated: consultationReasons.isValidated,
          isRejected: consultationReasons.isRejected,
          order: consultationReasons.order,
        },
        patient: {
          id: patients.id,
          firstName: patients.firstName,
          lastName: patients.lastName,
          birthday: patients.birthday,
          gender: patients.gender,
          phone: patients.phone,
          email: patients.email,
          picture: patients.picture,
          isGuest: patients.isGuest,
        },
        missed: sql<number>`(select count(*)::int from ${appointments} m where m.patient_id = ${patients.id} and m.status = 'PATIENT_MISSED')`,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(
        consultationReasons,
        and(eq(consultationReasons.id, sql`${sql.placeholder('reasonId')}::uuid`), eq(consultationReasons.doctorId, sql`${sql.placeholder('doctorId')}::uuid`)),
      )
      .leftJoin(
        patients,
        and(eq(patients.id, sql`${sql.placeholder('patientId')}::uuid`), eq(patients.doctorId, sql`${sql.placeholder('doctorId')}::uuid`), isNull(patients.deletedAt)),
      )
      .prepare('appointments_booking_load');
  let preparedLoad: ReturnType<typeof prepareLoad> | undefined;

  return {
    /** Reason and patient (each only if the doctor's, else null) and an earlier booking with this client id. */
    async load(input: { doctorId: string; reasonId: string | null; patientId: string | null; clientUiId: string }): Promise<BookingLoad> {
      preparedLoad ??= prepareLoad();
      const [row] = await preparedLoad.execute(input);
      return { earlierId: row?.earlierId ?? null, reason: row?.reason ?? null, patient: row?.patient ?? null, missed: Number(row?.missed ?? 0) };
    },

    /** Inserts the appointment and its event unless a replay, an overlap or a full day stands in the way. */
    async book(input: BookingInsert): Promise<BookingOutcome> {
      return lockedTransaction(db, input.doctorId, async (queries) => {
        const [row] = await queries.query<{
          replay_id: string | null;
          overlap: boolean;
          day_count: number;
          id: string | null;
          created_at: Date | string | null;
        }>({
          name: 'appointments_book',
          text: bookStatement,
          values: [
            input.doctorId,
            input.patientId,
            input.consultationReasonId,
            input.startAt.toISOString(),
            input.endAt.toISOString(),
            input.duration,
            input.type,
            input.clientUiId,
            input.createdByUserId,
            input.createdAt.toISOString(),
            input.dayStart.toISOString(),
            input.dayEnd.toISOString(),
            input.maxPerPatientDay,
            JSON.stringify(input.changes),
            `{${calendarStatuses.join(',')}}`,
          ],
        });
        return {
          replayId: row!.replay_id,
          overlap: row!.overlap,
          dayCount: Number(row!.day_count),
          id: row!.id,
          createdAt: row!.created_at === null ? null : new Date(row!.created_at),
        };
      });
    },
  };
}
