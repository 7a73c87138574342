import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';

export function createTeleconsultationRepository(db: Executor) {
  return {
    /** What admitting someone to an appointment's call looks at, whoever they are. */
    async callFacts(appointmentId: string) {
      const [row] = await db
        .select({
          id: appointments.id,
          doctorId: appointments.doctorId,
          clinicId: users.clinicId,
          status: appointments.status,
          type: appointments.type,
          startAt: appointments.startAt,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.doctorId))
        .where(eq(appointments.id, appointmentId))
        .limit(1);
      return row;
    },

    /** The patient entered the call's waiting room (a time) or left it (null). */
    async setPatientWaiting(appointmentId: string, since: Date | null) {
      await db.update(appointments).set({ patientWaitingSince: since }).where(eq(appointments.id, appointmentId));
    },

    /** The practice's visio appointments of [from, to) still BOOKED whose patient is in the waiting room. */
    async waitingCalls(practice: { doctorId: string } | { clinicId: string }, from: Date, to: Date) {
      return db
        .select({ id: appointments.id, startAt: appointments.startAt })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.doctorId))
        .where(
          and(
            'clinicId' in practice ? eq(users.clinicId, practice.clinicId) : eq(appointments.doctorId, practice.doctorId),
            gte(appointments.startAt, from),
            lt(appointments.startAt, to),
            eq(appointments.type, 'visio'),
            eq(appointments.status, 'BOOKED'),
            isNotNull(appointments.patientWaitingSince),
          ),
        )
        .orderBy(appointments.startAt);
    },
  };
}

export type CallFacts = NonNullable<Awaited<ReturnType<ReturnType<typeof createTeleconsultationRepository>['callFacts']>>>;
