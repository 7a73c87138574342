import { createAppointmentWrites, type AppointmentWriteDeps } from './appointment-writes';
import { createBookAppointment } from './book-appointment';
import { createCloseAppointment } from './close-appointment';
import { createMoveAppointment } from './move-appointment';
import { createPatientBooking } from './patient-booking';

/** The practice's writes on its calendar, one file per use case; the rules they share are booking-rules.ts. */
export function createAppointmentsService(deps: AppointmentWriteDeps) {
  const writes = createAppointmentWrites(deps);
  return {
    ...createBookAppointment(writes, deps.practice),
    ...createMoveAppointment(writes, deps.practice),
    ...createCloseAppointment(writes, deps.practice),
    ...createPatientBooking(writes),
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
