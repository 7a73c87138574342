import { and, count, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { calendarStatuses, type AppointmentStatus } from '@tabib/contracts/appointments';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { appointmentEvents, appointments, type NewAppointmentRow } from '../../db/schema/appointments';
import { consultationReasons } from '../../db/schema/consultation-reasons';
import { patientFamilyMembers, patients } from '../../db/schema/patients';
import type { DomainEvent } from '../../events/domain-event';
import { loggedEventSql } from '../../events/event-log';
import { dayScheduleColumns, dayScheduleOf, doctorBookingLock, type DaySchedule } from './schedule-rules';

const liveStatus = inArray(appointments.status, [...calendarStatuses]);

/**
 * An appointment ends by midnight, so none that overlaps `instant` started more than a day
 * before it: this lower bound keeps range scans on (doctor_id, start_at) to days, not the
 * doctor's whole history (docs/performance.md).
 */
const startsWithinADayBefore = (instant: Date) => gt(appointments.startAt, new Date(instant.getTime() - 86_400_000));

/**
 * What the presenter and the booking answer read, no more (docs/performance.md, finding 4):
 * Drizzle maps every selected column of ~120 rows per week.
 */
export const detailColumns = {
  appointment: {
    id: appointments.id,
    doctorId: appointments.doctorId,
    patientId: appointments.patientId,
    familyMemberId: appointments.familyMemberId,
    consultationReasonId: appointments.consultationReasonId,
    startAt: appointments.startAt,
    endAt: appointments.endAt,
    duration: appointments.duration,
    type: appointments.type,
    status: appointments.status,
    patientArrived: appointments.patientArrived,
    doneAt: appointments.doneAt,
    patientWaitingSince: appointments.patientWaitingSince,
    source: appointments.source,
    clientUiId: appointments.clientUiId,
    createdAt: appointments.createdAt,
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
  /** null unless the appointment is a family member's (left join) */
  familyMember: {
    id: patientFamilyMembers.id,
    firstName: patientFamilyMembers.firstName,
    lastName: patientFamilyMembers.lastName,
    relation: patientFamilyMembers.relation,
  },
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
  missed: sql<number>`(select count(*)::int from ${appointments} m where m.patient_id = ${appointments.patientId} and m.status = 'PATIENT_MISSED')`,
};

export type AppointmentWithDetails = NonNullable<Awaited<ReturnType<AppointmentsRepository['findForDoctor']>>>;

/** A PostgreSQL array literal of enum values or uuids (neither holds a comma, brace or quote). */
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

export interface WeekFilter {
  doctorId: string;
  from: Date;
  to: Date;
  statuses: readonly AppointmentStatus[];
  reasonIds?: readonly string[];
}

/** The week query's values; `fromMinusDay`: see startsWithinADayBefore. */
export const weekValues = (filter: WeekFilter) => ({
  doctorId: filter.doctorId,
  from: filter.from,
  to: filter.to,
  fromMinusDay: new Date(filter.from.getTime() - 86_400_000),
  statuses: arrayLiteral(filter.statuses),
  ...(filter.reasonIds ? { reasonIds: arrayLiteral(filter.reasonIds) } : {}),
});

export function createAppointmentsRepository(db: Executor) {
  const selectDetails = () =>
    db
      .select(detailColumns)
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .leftJoin(patientFamilyMembers, eq(patientFamilyMembers.id, appointments.familyMemberId))
      // The doctor condition lets the planner use the reasons' (doctor_id, order) index.
      .innerJoin(
        consultationReasons,
        and(
          eq(consultationReasons.id, appointments.consultationReasonId),
          eq(consultationReasons.doctorId, appointments.doctorId),
        ),
      );

  /** The calendar's range query as plain rows, for the benchmark's bare handler (listInRange); the route's answer is built in SQL on the same joins and range (week-answer-statement.ts). */
  const weekSelect = (bounds: ReturnType<typeof weekValues>) =>
    selectDetails()
      .where(
        and(
          eq(appointments.doctorId, bounds.doctorId),
          gt(appointments.startAt, bounds.fromMinusDay),
          lt(appointments.startAt, bounds.to),
          gt(appointments.endAt, bounds.from),
          sql`${appointments.status} = any(${bounds.statuses}::appointment_status[])`,
          bounds.reasonIds ? sql`${appointments.consultationReasonId} = any(${bounds.reasonIds}::uuid[])` : undefined,
        ),
      )
      .orderBy(appointments.startAt);

  // Prepared statements of the hot paths (finding 2): PostgreSQL plans them once per
  // connection and Drizzle builds their SQL once per repository, not per request.
  let preparedFind: ReturnType<typeof prepareFind> | undefined;
  const prepareFind = () =>
    selectDetails()
      .where(and(eq(appointments.id, sql.placeholder('appointmentId')), eq(appointments.doctorId, sql.placeholder('doctorId'))))
      .limit(1)
      .prepare('appointments_find_for_doctor');

  return {
    async findForDoctor(doctorId: string, appointmentId: string) {
      preparedFind ??= prepareFind();
      const [row] = await preparedFind.execute({ appointmentId, doctorId });
      return row;
    },

    /** The doctor whose calendar holds the appointment: the patient's cancel link names only the appointment. */
    async doctorIdOf(appointmentId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ doctorId: appointments.doctorId })
        .from(appointments)
        .where(eq(appointments.id, appointmentId))
        .limit(1);
      return row?.doctorId;
    },

    async findIdByClientUiId(doctorId: string, clientUiId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), eq(appointments.clientUiId, clientUiId)))
        .limit(1);
      return row?.id;
    },

    /** The week query as a builder with its values: what the benchmark's bare handler runs (toSQL). */
    listInRange(filter: WeekFilter) {
      return weekSelect(weekValues(filter));
    },

    /**
     * Serialises every booking write of one doctor, and every save of their schedule, for the
     * rest of the transaction (the lock `book_appointment` takes too).
     */
    async lockDoctor(doctorId: string) {
      await db.execute(doctorBookingLock(doctorId));
    },

    /** The doctor's schedule on one practice day; read after lockDoctor, no save can change it before commit. */
    async daySchedule(doctorId: string, day: string, weekday: number): Promise<DaySchedule> {
      const [row] = await db.select(dayScheduleColumns(doctorId, weekday, day)).from(sql`(select 1) as one`);
      return dayScheduleOf(row);
    },

    async overlapExists(doctorId: string, startAt: Date, endAt: Date, exceptId?: string) {
      const [row] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.doctorId, doctorId),
            liveStatus,
            startsWithinADayBefore(startAt),
            lt(appointments.startAt, endAt),
            gt(appointments.endAt, startAt),
            exceptId ? ne(appointments.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * One person's live appointments of a day (the 4-a-day rule): the holder's own when
     * `familyMemberId` is null, else that family member's.
     */
    async countPersonDay(
      person: { patientId: string; familyMemberId: string | null },
      dayStart: Date,
      dayEnd: Date,
      exceptId?: string,
    ) {
      const [row] = await db
        .select({ total: count() })
        .from(appointments)
        .where(
          and(
            eq(appointments.patientId, person.patientId),
            person.familyMemberId === null
              ? isNull(appointments.familyMemberId)
              : eq(appointments.familyMemberId, person.familyMemberId),
            liveStatus,
            gte(appointments.startAt, dayStart),
            lt(appointments.startAt, dayEnd),
            exceptId ? ne(appointments.id, exceptId) : undefined,
          ),
        );
      return row?.total ?? 0;
    },

    async insert(appointment: NewAppointmentRow) {
      const [row] = await db
        .insert(appointments)
        .values(appointment)
        .returning({ id: appointments.id, createdAt: appointments.createdAt });
      return row!;
    },

    async update(appointmentId: string, changes: Partial<NewAppointmentRow>) {
      await db
        .update(appointments)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(appointments.id, appointmentId));
    },

    async recordEvent(event: typeof appointmentEvents.$inferInsert) {
      await db.insert(appointmentEvents).values(event);
    },

    /**
     * A status change or an arrival in one statement, in autocommit: the row's lock makes
     * `status = 'BOOKED'` the check and the change at once, so no doctor's lock is needed (it
     * serializes the overlap and day-count checks, which these changes cannot break). The
     * appointment's event and the domain event are written only when the row changed. False:
     * the appointment is not (or no longer) BOOKED, or, for an arrival, the patient was already
     * marked arrived.
     */
    async changeWhileBooked(
      doctorId: string,
      appointmentId: string,
      change:
        | {
            status: AppointmentStatus;
            doneAt?: Date;
            canceledAt?: Date;
            notifyPatient?: boolean;
            callDurationSeconds?: number;
          }
        | { patientArrived: true },
      event: {
        /** null for the patient's own cancel link */
        actorUserId: string | null;
        action: 'STATUS_CHANGED' | 'PATIENT_ARRIVED';
        changes: Record<string, { from: unknown; to: unknown }>;
      },
      domainEvent: DomainEvent,
    ): Promise<boolean> {
      const set =
        'status' in change
          ? sql`status = ${change.status}::appointment_status,
                done_at = coalesce(${change.doneAt?.toISOString() ?? null}::timestamptz, done_at),
                canceled_at = coalesce(${change.canceledAt?.toISOString() ?? null}::timestamptz, canceled_at),
                notify_patient = coalesce(${change.notifyPatient ?? null}::boolean, notify_patient),
                call_duration_seconds = coalesce(${change.callDurationSeconds ?? null}::integer, call_duration_seconds)`
          : sql`patient_arrived = true`;
      const result = await db.execute(sql`
        with changed as (
          update ${appointments} set ${set}, updated_at = ${new Date().toISOString()}::timestamptz
          where id = ${appointmentId} and doctor_id = ${doctorId} and status = 'BOOKED'
            ${'status' in change ? sql`` : sql`and not patient_arrived`}
          returning id
        ), event as (
          insert into ${appointmentEvents} (appointment_id, actor_user_id, action, changes)
          select id, ${event.actorUserId}, ${event.action}, ${JSON.stringify(event.changes)}::jsonb from changed
        ), ${loggedEventSql(domainEvent, sql`from changed`)}`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    trace(appointmentId: string) {
      return db
        .select({ event: appointmentEvents, actorFirstName: users.firstName, actorLastName: users.lastName })
        .from(appointmentEvents)
        .leftJoin(users, eq(users.id, appointmentEvents.actorUserId))
        .where(eq(appointmentEvents.appointmentId, appointmentId))
        .orderBy(desc(appointmentEvents.at), desc(appointmentEvents.id));
    },

    /**
     * The doctor's visio appointments that ended in [from, to) without a call (still BOOKED) or
     * with the patient marked absent, newest first, a page of them and how many there are.
     */
    async missedVisio(doctorId: string, from: Date, to: Date, page: { limit: number; offset: number }) {
      const missed = and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.type, 'visio'),
        inArray(appointments.status, ['BOOKED', 'PATIENT_MISSED']),
        // A late patient still in the call's waiting room is not missed: their call notice shows instead.
        isNull(appointments.patientWaitingSince),
        // An appointment ends by midnight: the start bound keeps the scan on (doctor_id, start_at).
        gte(appointments.startAt, new Date(from.getTime() - 86_400_000)),
        lt(appointments.startAt, to),
        gte(appointments.endAt, from),
        lt(appointments.endAt, to),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: appointments.id,
            startAt: appointments.startAt,
            duration: appointments.duration,
            patientId: patients.id,
            firstName: patients.firstName,
            lastName: patients.lastName,
            picture: patients.picture,
            reasonTitle: consultationReasons.title,
          })
          .from(appointments)
          .innerJoin(patients, eq(patients.id, appointments.patientId))
          .innerJoin(consultationReasons, eq(consultationReasons.id, appointments.consultationReasonId))
          .where(missed)
          .orderBy(desc(appointments.startAt), desc(appointments.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(appointments).where(missed),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async countBySource(doctorId: string, from: Date, to: Date) {
      return db
        .select({ source: appointments.source, total: count() })
        .from(appointments)
        .where(
          and(eq(appointments.doctorId, doctorId), liveStatus, gte(appointments.startAt, from), lt(appointments.startAt, to)),
        )
        .groupBy(appointments.source);
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
