import { and, count, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { calendarStatuses, type AppointmentStatus } from '@tabib/contracts/appointments';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { appointmentEvents, appointments, type NewAppointmentRow } from '../../db/schema/appointments';
import { consultationReasons } from '../../db/schema/consultation-reasons';
import { patients } from '../../db/schema/patients';

const liveStatus = inArray(appointments.status, [...calendarStatuses]);

/**
 * An appointment ends by midnight, so none that overlaps `instant` started more than a day
 * before it: this lower bound keeps range scans on (doctor_id, start_at) to days, not the
 * doctor's whole history (docs/performance.md).
 */
const startsWithinADayBefore = (instant: Date) => gt(appointments.startAt, new Date(instant.getTime() - 86_400_000));

const withDetails = {
  appointment: appointments,
  patient: patients,
  reason: consultationReasons,
  missed: sql<number>`(select count(*)::int from ${appointments} m where m.patient_id = ${appointments.patientId} and m.status = 'PATIENT_MISSED')`,
};

export type AppointmentWithDetails = NonNullable<Awaited<ReturnType<AppointmentsRepository['findForDoctor']>>>;

export function createAppointmentsRepository(db: Executor) {
  const selectDetails = () =>
    db
      .select(withDetails)
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      // The doctor condition lets the planner use the reasons' (doctor_id, order) index.
      .innerJoin(
        consultationReasons,
        and(eq(consultationReasons.id, appointments.consultationReasonId), eq(consultationReasons.doctorId, appointments.doctorId)),
      );

  return {
    async findForDoctor(doctorId: string, appointmentId: string) {
      const [row] = await selectDetails()
        .where(and(eq(appointments.id, appointmentId), eq(appointments.doctorId, doctorId)))
        .limit(1);
      return row;
    },

    async findByClientUiId(doctorId: string, clientUiId: string) {
      const [row] = await selectDetails()
        .where(and(eq(appointments.doctorId, doctorId), eq(appointments.clientUiId, clientUiId)))
        .limit(1);
      return row;
    },

    listInRange(filter: { doctorId: string; from: Date; to: Date; statuses: AppointmentStatus[]; reasonIds?: string[] }) {
      return selectDetails()
        .where(
          and(
            eq(appointments.doctorId, filter.doctorId),
            startsWithinADayBefore(filter.from),
            lt(appointments.startAt, filter.to),
            gt(appointments.endAt, filter.from),
            inArray(appointments.status, filter.statuses),
            filter.reasonIds ? inArray(appointments.consultationReasonId, filter.reasonIds) : undefined,
          ),
        )
        .orderBy(appointments.startAt);
    },

    /** Serialises every booking write of one doctor for the rest of the transaction. */
    async lockDoctor(doctorId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${doctorId}, 0))`);
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

    async countPatientDay(patientId: string, dayStart: Date, dayEnd: Date, exceptId?: string) {
      const [row] = await db
        .select({ total: count() })
        .from(appointments)
        .where(
          and(
            eq(appointments.patientId, patientId),
            liveStatus,
            gte(appointments.startAt, dayStart),
            lt(appointments.startAt, dayEnd),
            exceptId ? ne(appointments.id, exceptId) : undefined,
          ),
        );
      return row?.total ?? 0;
    },

    async insert(appointment: NewAppointmentRow) {
      const [row] = await db.insert(appointments).values(appointment).returning({ id: appointments.id });
      return row!.id;
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

    trace(appointmentId: string) {
      return db
        .select({ event: appointmentEvents, actorFirstName: users.firstName, actorLastName: users.lastName })
        .from(appointmentEvents)
        .leftJoin(users, eq(users.id, appointmentEvents.actorUserId))
        .where(eq(appointmentEvents.appointmentId, appointmentId))
        .orderBy(desc(appointmentEvents.at), desc(appointmentEvents.id));
    },

    async countBySource(doctorId: string, from: Date, to: Date) {
      return db
        .select({ source: appointments.source, total: count() })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), liveStatus, gte(appointments.startAt, from), lt(appointments.startAt, to)))
        .groupBy(appointments.source);
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
