import { eq } from 'drizzle-orm';
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
  };
}

export type CallFacts = NonNullable<Awaited<ReturnType<ReturnType<typeof createTeleconsultationRepository>['callFacts']>>>;
