import type { App } from '../app';
import { at, book, bookableReason, newPatientBooking, sessionOf, type Session } from './booking-helpers';

export interface PracticePatient {
  session: Session;
  patientId: string;
  appointmentId: string;
}

let nextSlot = 0;

/** A signed-in doctor with a new patient of their own, booked once (records hang off patients and appointments). */
export async function doctorWithPatient(app: App, email: string): Promise<PracticePatient> {
  const session = await sessionOf(app, email);
  const slot = nextSlot++;
  // Past the seeded day off (day 10) and vacancy (days 30-36): those days refuse bookings.
  const startAt = at(40 + Math.floor(slot / 8), `${String(8 + (slot % 8)).padStart(2, '0')}:00`);
  const response = await book(app, session, newPatientBooking(bookableReason(session)._id, startAt));
  if (response.statusCode !== 201) throw new Error(`booking for ${email} failed: ${response.body}`);
  const { appointment } = response.json();
  return { session, patientId: appointment.patient._id, appointmentId: appointment._id };
}
