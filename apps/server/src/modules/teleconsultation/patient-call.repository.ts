import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { patients } from '../../db/schema/patients';

export function createPatientCallRepository(db: Executor) {
  return {
    /** What the patient's join page may show of an appointment: no reason, nothing of the patient but the first name. */
    async joinFacts(appointmentId: string) {
      const [row] = await db
        .select({
          id: appointments.id,
          type: appointments.type,
          status: appointments.status,
          startAt: appointments.startAt,
          duration: appointments.duration,
          doctorTitle: users.title,
          doctorFirstName: users.firstName,
          doctorLastName: users.lastName,
          doctorPicture: users.picture,
          patientFirstName: patients.firstName,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.doctorId))
        .innerJoin(patients, eq(patients.id, appointments.patientId))
        .where(eq(appointments.id, appointmentId))
        .limit(1);
      return row;
    },
  };
}
