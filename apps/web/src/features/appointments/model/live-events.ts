import type { AppointmentEvent } from '@tabib/contracts/appointments';

export type ClinicNotice = 'booked' | 'canceled';

/** Clinic accounts hear of bookings and cancellations of the clinic's other doctors (spec 1 section 4). */
export function clinicNoticeOf(
  event: Pick<AppointmentEvent, 'type' | 'doctorId' | 'actorUserId'>,
  context: { clinicMode: boolean; selectedDoctorId: string | null; userId: string },
): ClinicNotice | null {
  if (!context.clinicMode || event.doctorId === context.selectedDoctorId || event.actorUserId === context.userId) return null;
  if (event.type === 'BOOKED') return 'booked';
  if (event.type === 'CANCELED') return 'canceled';
  return null;
}
